import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  deferred,
  LIST_ITEM_MAX,
  MAX_PROTOTYPE_IMAGES,
  PROTOTYPE_MIN_VERSION,
  PROTOTYPE_TYPES,
  type Prototype,
  prototypeCreateSchema,
  TEXT_MAX,
  TITLE_MAX,
} from '@trilha/shared';
import type { ChildRow } from '@trilha/sync';
import { useEffect } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhotoPicker } from '../../../components/photos/PhotoPicker';
import { ChipsInput } from '../../../components/records/ChipsInput';
import { numberOrNull, useFieldMessage } from '../../../components/records/field-message';
import { RecordFormDialog } from '../../../components/records/RecordFormDialog';
import { changedFields, useChange } from '../../../project-data/records';

const formSchema = deferred(() =>
  prototypeCreateSchema.pick({
    name: true,
    type: true,
    description: true,
    materials: true,
    version: true,
    feedback: true,
    ideaId: true,
    images: true,
  }),
);

interface FormValues {
  name: string;
  type: Prototype['type'];
  description: string;
  materials: string[];
  version: number | null;
  feedback: string;
  ideaId: string | null;
  /** Pictures taken or chosen here are scaled data URLs; older addresses are kept as they are. */
  images: string[];
}

type Saved = Pick<Prototype, keyof FormValues>;

/** The version falls back to 1 when it cannot be read as a number (spec section 5). */
const resolver: Resolver<FormValues, unknown, Saved> = (values, context, options) =>
  // Made at each validation, not at load: the schema is built when first used (deferred).
  zodResolver(formSchema)(
    { ...values, version: values.version ?? PROTOTYPE_MIN_VERSION },
    context,
    options as never,
  ) as never;

function valuesOf(prototype: Prototype | null): FormValues {
  return {
    name: prototype?.name ?? '',
    type: prototype?.type ?? 'digital',
    description: prototype?.description ?? '',
    materials: prototype?.materials ?? [],
    version: prototype?.version ?? PROTOTYPE_MIN_VERSION,
    feedback: prototype?.feedback ?? '',
    ideaId: prototype?.ideaId ?? null,
    images: prototype?.images ?? [],
  };
}

/** Create ('Novo Protótipo') or edit a prototype; closes and resets after a successful save. */
export function PrototypeFormDialog(props: {
  projectId: string;
  opened: boolean;
  /** The prototype being edited; null to create one. */
  prototype: Prototype | null;
  ideas: ChildRow<'ideas'>[];
  onClose(): void;
}) {
  const { t } = useTranslation('prototypeTest');
  const change = useChange();
  const fieldMessage = useFieldMessage();
  const { prototype, opened } = props;
  const form = useForm<FormValues, unknown, Saved>({
    resolver,
    defaultValues: valuesOf(prototype),
  });
  const { register, control, reset } = form;
  const { errors } = form.formState;

  useEffect(() => {
    if (opened) reset(valuesOf(prototype));
  }, [opened, prototype, reset]);

  const save = async (values: Saved): Promise<boolean> => {
    let saved: boolean;
    if (prototype) {
      const changes = changedFields(valuesOf(prototype) as Saved, values);
      saved =
        Object.keys(changes).length === 0 ||
        (await change(
          'prototype.update',
          { id: prototype.id, changes },
          { success: t('prototypes.toast.updated'), error: t('prototypes.toast.updateError') },
        ));
    } else {
      saved = await change(
        'prototype.create',
        { id: crypto.randomUUID(), projectId: props.projectId, ...values },
        { success: t('prototypes.toast.created'), error: t('prototypes.toast.createError') },
      );
    }
    return saved;
  };

  const ideaOptions = props.ideas.map((idea) => ({ value: idea.id, label: idea.title }));

  return (
    <RecordFormDialog
      opened={opened}
      title={prototype ? t('prototypes.form.editTitle') : t('prototypes.form.createTitle')}
      submitLabel={prototype ? t('common.save') : t('prototypes.form.create')}
      size="lg"
      form={form}
      onSave={save}
      onClose={props.onClose}
    >
      <TextInput
        label={t('prototypes.form.name')}
        placeholder={t('prototypes.form.namePlaceholder')}
        withAsterisk
        maxLength={TITLE_MAX}
        data-autofocus
        error={fieldMessage(errors.name)}
        {...register('name')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Select
              label={t('prototypes.form.type')}
              data={PROTOTYPE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'digital')}
              allowDeselect={false}
              error={fieldMessage(errors.type)}
            />
          )}
        />
        <Controller
          control={control}
          name="version"
          render={({ field }) => (
            <NumberInput
              label={t('prototypes.form.version')}
              min={PROTOTYPE_MIN_VERSION}
              allowDecimal={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(numberOrNull(value))}
              error={fieldMessage(errors.version)}
            />
          )}
        />
      </SimpleGrid>
      <Textarea
        label={t('prototypes.form.description')}
        placeholder={t('prototypes.form.descriptionPlaceholder')}
        withAsterisk
        autosize
        minRows={3}
        maxLength={TEXT_MAX}
        error={fieldMessage(errors.description)}
        {...register('description')}
      />
      <Controller
        control={control}
        name="materials"
        render={({ field }) => (
          <ChipsInput
            label={t('prototypes.form.materials')}
            placeholder={t('prototypes.form.materialsPlaceholder')}
            value={field.value}
            onChange={field.onChange}
            maxLength={LIST_ITEM_MAX}
            error={fieldMessage(errors.materials)}
          />
        )}
      />
      <Controller
        control={control}
        name="ideaId"
        render={({ field }) => (
          <Select
            label={t('prototypes.form.idea')}
            placeholder={
              ideaOptions.length > 0
                ? t('prototypes.form.ideaPlaceholder')
                : t('prototypes.form.noIdeas')
            }
            data={ideaOptions}
            value={field.value}
            onChange={(value) => field.onChange(value || null)}
            clearable
            searchable
            disabled={ideaOptions.length === 0}
            error={fieldMessage(errors.ideaId)}
          />
        )}
      />
      <Textarea
        label={t('prototypes.form.feedback')}
        placeholder={t('prototypes.form.feedbackPlaceholder')}
        autosize
        minRows={2}
        maxLength={TEXT_MAX}
        error={fieldMessage(errors.feedback)}
        {...register('feedback')}
      />
      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <PhotoPicker
            label={t('prototypes.form.images')}
            photos={field.value}
            max={MAX_PROTOTYPE_IMAGES}
            subject={form.getValues('name') || t('prototypes.form.createTitle')}
            onChange={field.onChange}
            error={fieldMessage(errors.images?.[0] ?? errors.images)}
          />
        )}
      />
    </RecordFormDialog>
  );
}
