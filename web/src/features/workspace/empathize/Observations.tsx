import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  LONG_TEXT_MAX,
  type Observation,
  observationCreateSchema,
  SHORT_TEXT_MAX,
  TEXT_MAX,
} from '@trilha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChange } from '../records';
import {
  changedFields,
  EmptyState,
  formatDate,
  ListSkeleton,
  localToday,
  useFieldError,
} from './common';

const formSchema = observationCreateSchema.pick({
  location: true,
  date: true,
  context: true,
  behavior: true,
  insights: true,
});

/** Field observations of a project: list, create, edit and delete. */
export function Observations({
  projectId,
  observations,
}: {
  projectId: string;
  observations?: Observation[];
}) {
  const { t } = useTranslation('empathize');
  const change = useChange();
  const [editing, setEditing] = useState<Observation | 'new' | null>(null);

  const remove = (observation: Observation) =>
    change(
      'observation.delete',
      { id: observation.id },
      { success: t('observations.deleted'), error: t('observations.deleteError') },
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>{t('observations.title')}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('observations.new')}
        </Button>
      </Group>
      {observations === undefined ? (
        <ListSkeleton label={t('observations.loading')} />
      ) : observations.length === 0 ? (
        <EmptyState title={t('observations.empty')} text={t('observations.emptyText')} />
      ) : (
        observations.map((observation) => (
          <Card key={observation.id} withBorder radius="md" data-testid="observation">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Title order={4}>{observation.location}</Title>
                <Text size="sm" c="dimmed">
                  {formatDate(observation.date)}
                </Text>
              </div>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('observations.edit', { location: observation.location })}
                  onClick={() => setEditing(observation)}
                >
                  <IconEdit size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('observations.delete', { location: observation.location })}
                  onClick={() => remove(observation)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
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
          </Card>
        ))
      )}
      {editing !== null && (
        <ObservationDialog
          projectId={projectId}
          observation={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

/** Create or edit dialog; the spec's edit leaves the date as recorded. */
function ObservationDialog(props: {
  projectId: string;
  observation?: Observation;
  onClose(): void;
}) {
  const { t } = useTranslation('empathize');
  const change = useChange();
  const fieldError = useFieldError();
  const { observation } = props;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: {
      location: observation?.location ?? '',
      date: observation?.date ?? localToday(),
      context: observation?.context ?? '',
      behavior: observation?.behavior ?? '',
      insights: observation?.insights ?? '',
    },
  });

  const submit = handleSubmit(async ({ date, ...rest }) => {
    const ok = observation
      ? await change(
          'observation.update',
          { id: observation.id, changes: changedFields(observation, rest) },
          { success: t('observations.updated'), error: t('observations.updateError') },
        )
      : await change(
          'observation.create',
          { id: crypto.randomUUID(), projectId: props.projectId, date, ...rest },
          { success: t('observations.created'), error: t('observations.createError') },
        );
    if (ok) props.onClose();
  });

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={observation ? t('observations.editTitle') : t('observations.newTitle')}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: observation ? 1 : 2 }}>
            <TextInput
              label={t('observations.location')}
              placeholder={t('observations.locationPlaceholder')}
              withAsterisk
              maxLength={SHORT_TEXT_MAX}
              data-autofocus
              error={fieldError(errors.location)}
              {...register('location')}
            />
            {!observation && (
              <TextInput
                label={t('observations.date')}
                type="date"
                withAsterisk
                error={fieldError(errors.date)}
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
            error={fieldError(errors.context)}
            {...register('context')}
          />
          <Textarea
            label={t('observations.behavior')}
            placeholder={t('observations.behaviorPlaceholder')}
            withAsterisk
            rows={3}
            maxLength={TEXT_MAX}
            error={fieldError(errors.behavior)}
            {...register('behavior')}
          />
          <Textarea
            label={t('observations.insights')}
            placeholder={t('observations.insightsPlaceholder')}
            rows={3}
            maxLength={LONG_TEXT_MAX}
            error={fieldError(errors.insights)}
            {...register('insights')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {observation ? t('save') : t('observations.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
