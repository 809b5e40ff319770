import { type FacilitationTarget, TEXT_MAX } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { NoteColorPicker } from '../../../components/notes/NoteColorPicker';
import { ideaFromNote } from '../../../project-data/note-to-idea';
import { usePenColor } from '../../../project-data/silent-round/pen-here';
import {
  newNoteInRound,
  type SilentRoundState,
} from '../../../project-data/silent-round/useSilentRound';
import { PenWriterPicker } from './PenWriterPicker';
import { QuickCapture } from './QuickCapture';
import { useCaptureSave } from './useCaptureSave';

const MUTATION: Record<FacilitationTarget, string> = {
  ideas: 'idea.create',
  hmwQuestions: 'hmwQuestion.create',
};

/** The fields of a new idea or HMW question from the text of one note. */
const fieldsOf = (target: FacilitationTarget, note: string) =>
  target === 'ideas' ? ideaFromNote(note) : { question: note };

/**
 * Quick capture of ideas or How-Might-We questions. During an open silent round each note
 * carries the round and is remembered as this device's own, so it shows face up here and face
 * down everywhere else until the reveal. Each note takes the colour chosen here and the name of
 * the person holding the pen ('Quem está escrevendo?'), both remembered per project on the device. It sits under the tool's SilentRoundBar, which says
 * when a round is open, and shares its round state.
 */
export function RoundNoteCapture(props: {
  projectId: string;
  target: FacilitationTarget;
  round: SilentRoundState;
}) {
  const { t } = useTranslation('facilitation');
  const { round } = props;
  const save = useCaptureSave();
  const [color, setColor] = usePenColor(props.projectId);

  // The id is remembered as this device's own before the note exists, so it never flashes
  // face down on the device that wrote it.
  const onSave = (note: string) =>
    save(MUTATION[props.target], {
      ...newNoteInRound(round, props.projectId),
      projectId: props.projectId,
      ...fieldsOf(props.target, note),
    });

  return (
    <QuickCapture
      label={t(`capture.${props.target}.label`)}
      placeholder={t(`capture.${props.target}.placeholder`)}
      maxLength={TEXT_MAX}
      onSave={onSave}
      testId={`capture-${props.target}`}
      tool={props.target}
    >
      <PenWriterPicker projectId={props.projectId} />
      <NoteColorPicker value={color} onChange={setColor} />
    </QuickCapture>
  );
}
