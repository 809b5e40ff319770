import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Card, Group, SimpleGrid, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  deferred,
  LONG_TEXT_MAX,
  MAX_OBSERVATION_PHOTOS,
  type Observation,
  observationCreateSchema,
  SHORT_TEXT_MAX,
  TEXT_MAX,
} from '@trilha/shared';
import { useCallback } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhotoGallery } from '../../../components/photos/PhotoGallery';
import { PhotoPicker } from '../../../components/photos/PhotoPicker';
import { useFieldMessage } from '../../../components/records/field-message';
import { RecordCardActions } from '../../../components/records/RecordCardActions';
import { RecordFormDialog } from '../../../components/records/RecordFormDialog';
import { RecordList } from '../../../components/records/RecordList';
import { useRecordDialog } from '../../../components/records/record-dialog';
import {
  type RecordQuery,
  saveToastsOf,
  useChange,
  useSaveRecord,
} from '../../../project-data/records';
import { formatDate, localToday } from './dates';

const formSchema = deferred(() =>
  observationCreateSchema.pick({
    location: true,
    date: true,
    context: true,
    behavior: true,
    insights: true,
    photos: true,
  }),
);

type ObservationFields = Pick<
  Observation,
  'location' | 'date' | 'context' | 'behavior' | 'insights' | 'photos'
>;

/** Field observations of a project: list, create, edit and delete. */
export function Observations({
  projectId,
  observations,
}: {
  projectId: string;
  observations: RecordQuery<Observation>;
}) {
  const { t } = useTranslation('empathize');
  const change = useChange();
  const dialog = useRecordDialog<Observation>();

  const renderCard = useCallback(
    (observation: Observation) => (
      <ObservationCard
        observation={observation}
        onEdit={() => dialog.openEdit(observation)}
        onDelete={() =>
          change(
            'observation.delete',
            { id: observation.id },
            { success: t('observations.deleted'), error: t('observations.deleteError') },
          )
        }
      />
    ),
    [change, dialog.openEdit, t],
  );

  return (
    <>
      <RecordList
        records={observations}
        title={t('observations.title')}
        create={{ label: t('observations.new'), onClick: () => dialog.openNew() }}
        loadingLabel={t('observations.loading')}
        empty={{ title: t('observations.empty'), text: t('observations.emptyText') }}
        loadError={{ title: t('observations.loadError') }}
        renderCard={renderCard}
      />
      {dialog.opened && (
        <ObservationDialog
          projectId={projectId}
          observation={dialog.record}
          onClose={dialog.close}
        />
      )}
    </>
  );
}

function ObservationCard(props: { observation: Observation; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation('empathize');
  const { observation } = props;
  return (
    <Card withBorder radius="md" data-testid="observation">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Title order={4}>{observation.location}</Title>
          <Text size="sm" c="dimmed">
            {formatDate(observation.date)}
          </Text>
        </div>
        <RecordCardActions
          editLabel={t('observations.edit', { location: observation.location })}
          deleteLabel={t('observations.delete', { location: observation.location })}
          onEdit={props.onEdit}
          onDelete={props.onDelete}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        <div>
          <Text size="sm" fw={600}>
            {t('observations.context')}
          </Text>
          <Text size="sm">{observation.context}</Text>
        </div>
        <div>
          <Text size="sm" fw={600}>
            {t('observations.behavior')}
          </Text>
          <Text size="sm">{observation.behavior}</Text>
        </div>
      </SimpleGrid>
      {observation.insights && (
        <Text size="sm" mt="sm">
          <Text span fw={600}>
            {t('observations.insightsLabel')}
          </Text>{' '}
          {observation.insights}
        </Text>
      )}
      {observation.photos.length > 0 && (
        <Box mt="sm">
          <PhotoGallery photos={observation.photos} subject={observation.location} />
        </Box>
      )}
    </Card>
  );
}

/** Create or edit dialog; the spec's edit leaves the date as recorded. */
function ObservationDialog(props: {
  projectId: string;
  observation?: Observation;
  onClose(): void;
}) {
  const { t } = useTranslation('empathize');
  const saveRecord = useSaveRecord<Observation, object>(
    'observation',
    { projectId: props.projectId },
    saveToastsOf(t, 'observations'),
  );
  const fieldMessage = useFieldMessage();
  const { observation } = props;
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: {
      location: observation?.location ?? '',
      date: observation?.date ?? localToday(),
      context: observation?.context ?? '',
      behavior: observation?.behavior ?? '',
      insights: observation?.insights ?? '',
      photos: observation?.photos ?? [],
    },
  });

  const { register, control } = form;
  const { errors } = form.formState;
  // The spec's edit leaves the date as recorded.
  const save = ({ date, ...rest }: ObservationFields) =>
    saveRecord(observation, observation ? rest : { date, ...rest });

  return (
    <RecordFormDialog
      opened
      title={observation ? t('observations.editTitle') : t('observations.newTitle')}
      submitLabel={observation ? t('save') : t('observations.create')}
      form={form}
      onSave={save}
      onClose={props.onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: observation ? 1 : 2 }}>
        <TextInput
          label={t('observations.location')}
          placeholder={t('observations.locationPlaceholder')}
          withAsterisk
          maxLength={SHORT_TEXT_MAX}
          data-autofocus
          error={fieldMessage(errors.location)}
          {...register('location')}
        />
        {!observation && (
          <TextInput
            label={t('observations.date')}
            type="date"
            withAsterisk
            error={fieldMessage(errors.date)}
            {...register('date')}
          />
        )}
      </SimpleGrid>
      <Textarea
        label={t('observations.context')}
        placeholder={t('observations.contextPlaceholder')}
        withAsterisk
        rows={3}
        maxLength={TEXT_MAX}
        error={fieldMessage(errors.context)}
        {...register('context')}
      />
      <Textarea
        label={t('observations.behavior')}
        placeholder={t('observations.behaviorPlaceholder')}
        withAsterisk
        rows={3}
        maxLength={TEXT_MAX}
        error={fieldMessage(errors.behavior)}
        {...register('behavior')}
      />
      <Textarea
        label={t('observations.insights')}
        placeholder={t('observations.insightsPlaceholder')}
        rows={3}
        maxLength={LONG_TEXT_MAX}
        error={fieldMessage(errors.insights)}
        {...register('insights')}
      />
      <Controller
        control={control}
        name="photos"
        render={({ field }) => (
          <PhotoPicker
            label={t('observations.photos')}
            photos={field.value ?? []}
            max={MAX_OBSERVATION_PHOTOS}
            subject={form.getValues('location') || t('observations.newTitle')}
            onChange={field.onChange}
            error={fieldMessage(errors.photos?.[0] ?? errors.photos)}
          />
        )}
      />
    </RecordFormDialog>
  );
}
