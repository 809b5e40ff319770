import { Text } from '@mantine/core';
import type { ChildEntity, ChildRow } from '@trilha/sync';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { RecordFields } from '../../../components/records/RecordFields';
import { RecordFormDialog } from '../../../components/records/RecordFormDialog';
import type { Translate } from '../../../components/records/record-fields';
import { initialValues, recordFormResolver } from '../../../components/records/record-form';
import { type RecordOwner, useSaveRecord } from '../../../project-data/records';
import type { RecordFormTool } from './descriptor';
import { useToolTexts } from './texts';

/**
 * The create or edit dialog of any record tool, from its declaration: the fields, the schema's
 * checks, and the save, through useSaveRecord like every other. Mounted while open, so each
 * opening starts from the record as it is (or the new record's values), and a change synced
 * meanwhile never wipes what is being typed.
 */
export function RecordToolDialog<E extends ChildEntity, Ctx>(props: {
  tool: RecordFormTool<E, Ctx>;
  /** What a new record belongs to. */
  owner: RecordOwner;
  /** The record being edited; none to create one. */
  record?: ChildRow<E>;
  context: Ctx;
  /** The parameters of the dialog's title (a result names its plan). */
  titleParams?: Record<string, string>;
  /** What a create adds to the values (a note's id and its silent round). */
  createExtras?(): object;
  onClose(): void;
}) {
  const { tool, record, context } = props;
  const { form: spec } = tool;
  const { t, text, keys } = useToolTexts(tool.texts);
  const mode = record ? 'edit' : 'create';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's start, read once per opening
  const defaultValues = useMemo(() => initialValues(spec.fields, record, context), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one mode per opening
  const resolver = useMemo(
    () => recordFormResolver(spec.schema, spec.fields, mode, spec.prepare),
    [],
  );
  const form = useForm({ resolver, defaultValues });
  const saveRecord = useSaveRecord(tool.mutation, props.owner, {
    created: text('created'),
    createError: text('createError'),
    updated: text('updated'),
    updateError: text('updateError'),
  });
  const save = (values: object) =>
    // The form's values win over the extras: a colour picked in the dialog over the device's.
    saveRecord(record, record ? values : { ...props.createExtras?.(), ...values });
  const size = typeof spec.size === 'object' ? spec.size[mode] : spec.size;

  return (
    <RecordFormDialog
      opened
      title={text(record ? 'editTitle' : 'createTitle', props.titleParams)}
      submitLabel={text(record ? 'save' : 'create')}
      size={size}
      form={form}
      onSave={save}
      onClose={props.onClose}
    >
      {spec.intro && (
        <Text size="sm" c="dimmed">
          {t(spec.intro)}
        </Text>
      )}
      <RecordFields
        fields={spec.fields}
        form={form}
        mode={mode}
        t={t as Translate}
        prefix={keys.fields}
        context={context}
      />
    </RecordFormDialog>
  );
}
