import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  EMPATHY_MAP_QUADRANTS,
  type EmpathyMap,
  type EmpathyMapQuadrant,
  empathyMapCreateSchema,
  LIST_ITEM_MAX,
  TITLE_MAX,
} from '@trilha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChange } from '../records';
import {
  changedFields,
  EmptyState,
  filled,
  ListEditor,
  ListSkeleton,
  rowsOf,
  useFieldError,
} from './common';

type Quadrants = Record<EmpathyMapQuadrant, string[]>;
const formSchema = empathyMapCreateSchema.pick({ title: true });

/** Empathy maps of a project: list, create, edit and delete. */
export function EmpathyMaps({ projectId, maps }: { projectId: string; maps?: EmpathyMap[] }) {
  const { t } = useTranslation('empathize');
  const change = useChange();
  // null: closed; 'new': creating; a map: editing it.
  const [editing, setEditing] = useState<EmpathyMap | 'new' | null>(null);

  const remove = (map: EmpathyMap) =>
    change(
      'empathyMap.delete',
      { id: map.id },
      { success: t('maps.deleted'), error: t('maps.deleteError') },
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>{t('maps.title')}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('maps.new')}
        </Button>
      </Group>
      {maps === undefined ? (
        <ListSkeleton label={t('maps.loading')} />
      ) : maps.length === 0 ? (
        <EmptyState title={t('maps.empty')} text={t('maps.emptyText')} />
      ) : (
        maps.map((map) => (
          <Card key={map.id} withBorder radius="md" data-testid="empathy-map">
            <Group justify="space-between" wrap="nowrap" mb="sm">
              <Title order={4}>{map.title}</Title>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('maps.edit', { title: map.title })}
                  onClick={() => setEditing(map)}
                >
                  <IconEdit size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('maps.delete', { title: map.title })}
                  onClick={() => remove(map)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {EMPATHY_MAP_QUADRANTS.map((quadrant) => (
                <Card key={quadrant} bg="var(--mantine-color-violet-light)" radius="sm" p="sm">
                  <Text fw={600} size="sm" mb={4}>
                    {t(`quadrants.${quadrant}`)}
                  </Text>
                  {map[quadrant].length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('maps.noEntries')}
                    </Text>
                  ) : (
                    <List size="sm" spacing={2}>
                      {map[quadrant].map((entry, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: entries may repeat
                        <List.Item key={index}>{entry}</List.Item>
                      ))}
                    </List>
                  )}
                </Card>
              ))}
            </SimpleGrid>
          </Card>
        ))
      )}
      {editing !== null && (
        <EmpathyMapDialog
          projectId={projectId}
          map={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

/** Create or edit dialog: a title and the four quadrants, each a list of entries. */
function EmpathyMapDialog(props: { projectId: string; map?: EmpathyMap; onClose(): void }) {
  const { t } = useTranslation('empathize');
  const change = useChange();
  const fieldError = useFieldError();
  const { map } = props;
  const [quadrants, setQuadrants] = useState<Quadrants>(() => ({
    says: rowsOf(map?.says),
    thinks: rowsOf(map?.thinks),
    does: rowsOf(map?.does),
    feels: rowsOf(map?.feels),
  }));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(formSchema), defaultValues: { title: map?.title ?? '' } });

  const submit = handleSubmit(async ({ title }) => {
    const values = {
      title,
      says: filled(quadrants.says),
      thinks: filled(quadrants.thinks),
      does: filled(quadrants.does),
      feels: filled(quadrants.feels),
    };
    const ok = map
      ? await change(
          'empathyMap.update',
          { id: map.id, changes: changedFields(map, values) },
          { success: t('maps.updated'), error: t('maps.updateError') },
        )
      : await change(
          'empathyMap.create',
          { id: crypto.randomUUID(), projectId: props.projectId, ...values },
          { success: t('maps.created'), error: t('maps.createError') },
        );
    if (ok) props.onClose();
  });

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={map ? t('maps.editTitle') : t('maps.newTitle')}
      size="xl"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('maps.fieldTitle')}
            placeholder={t('maps.fieldTitlePlaceholder')}
            withAsterisk
            maxLength={TITLE_MAX}
            data-autofocus
            error={fieldError(errors.title)}
            {...register('title')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {EMPATHY_MAP_QUADRANTS.map((quadrant) => {
              const name = t(`quadrants.${quadrant}`);
              return (
                <ListEditor
                  key={quadrant}
                  label={name}
                  itemLabel={(i) => t('list.item', { list: name, number: i + 1 })}
                  removeLabel={(i) => t('list.remove', { list: name, number: i + 1 })}
                  addLabel={t('list.add')}
                  placeholder={t(`quadrantPlaceholders.${quadrant}`)}
                  maxLength={LIST_ITEM_MAX}
                  values={quadrants[quadrant]}
                  onChange={(values) => setQuadrants((q) => ({ ...q, [quadrant]: values }))}
                />
              );
            })}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {map ? t('save') : t('maps.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
