import type { NoteColor } from '@trilha/shared';
import { usePenColor } from '../../project-data/silent-round/pen-here';
import type { CustomFieldProps, CustomFieldSpec } from '../records/record-fields';
import { NoteColorPicker } from './NoteColorPicker';
import { useNoteRoom } from './note-room';

/**
 * The colour of a note in the idea and HMW dialogs. A new note starts with the colour chosen on
 * this device for the project (quick capture's); picking one here remembers it for the next.
 */
function NoteColorInput<Ctx>(props: CustomFieldProps<Ctx>) {
  const projectId = useNoteRoom()?.projectId ?? '';
  const [penColor, setPenColor] = usePenColor(projectId);
  const stored = props.form.watch(props.name) as NoteColor | null | undefined;
  const value = stored ?? (props.mode === 'create' ? penColor : null);
  return (
    <NoteColorPicker
      showLabel
      value={value}
      onChange={(color) => {
        props.form.setValue(props.name, color, { shouldDirty: true });
        if (props.mode === 'create' && projectId) setPenColor(color);
      }}
    />
  );
}

/**
 * The field: an untouched colour saves nothing (a new note then takes the device's colour from
 * its create extras, an edited one keeps its own).
 */
export function noteColorField<Ctx = undefined>(): CustomFieldSpec<Ctx> {
  return {
    kind: 'custom',
    name: 'color',
    initial: null,
    render: NoteColorInput<Ctx>,
    output: (value) => (value ? { color: value } : {}),
  };
}
