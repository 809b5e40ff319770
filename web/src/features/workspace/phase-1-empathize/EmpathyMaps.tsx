import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Group, List, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import {
  deferred,
  EMPATHY_MAP_QUADRANTS,
  type EmpathyMap,
  type EmpathyMapQuadrant,
  empathyMapCreateSchema,
  LIST_ITEM_MAX,
  TITLE_MAX,
} from '@trilha/shared';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../components/records/field-message';
import { filled, ListField, rowsOf } from '../../../components/records/ListField';
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

type Quadrants = Record<EmpathyMapQuadrant, string[]>;
const formSchema = deferred(() => empathyMapCreateSchema.pick({ title: true }));

/** Empathy maps of a project: list, create, edit and delete. */
export function EmpathyMaps({
  projectId,
  maps,
}: {
  projectId: string;
  maps: RecordQuery<EmpathyMap>;
}) {
  const { t } = useTranslation('empathize');
  const change = useChange();
  const dialog = useRecordDialog<EmpathyMap>();

  const renderCard = useCallback(
    (map: EmpathyMap) => (
      <EmpathyMapCard
        map={map}
        onEdit={() => dialog.openEdit(map)}
        onDelete={() =>
          change(
            'empathyMap.delete',
            { id: map.id },
            { success: t('maps.deleted'), error: t('maps.deleteError') },
          )
        }
      />
    ),
    [change, dialog.openEdit, t],
  );

  return (
    <>
      <RecordList
        records={maps}
        title={t('maps.title')}
        create={{ label: t('maps.new'), onClick: () => dialog.openNew() }}
        loadingLabel={t('maps.loading')}
        empty={{ title: t('maps.empty'), text: t('maps.emptyText') }}
        loadError={{ title: t('maps.loadError') }}
        renderCard={renderCard}
      />
      {dialog.opened && (
        <EmpathyMapDialog projectId={projectId} map={dialog.record} onClose={dialog.close} />
      )}
    </>
  );
}

function EmpathyMapCard(props: { map: EmpathyMap; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation('empathize');
  const { map } = props;
  return (
    <Card withBorder radius="md" data-testid="empathy-map">
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Title order={4} style={{ overflowWrap: 'anywhere' }}>
          {map.title}
        </Title>
        <RecordCardActions
          editLabel={t('maps.edit', { title: map.title })}
          deleteLabel={t('maps.delete', { title: map.title })}
          onEdit={props.onEdit}
          onDelete={props.onDelete}
        />
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
  );
}

/** Create or edit dialog: a title and the four quadrants, each a list of entries. */
function EmpathyMapDialog(props: { projectId: string; map?: EmpathyMap; onClose(): void }) {
  const { t } = useTranslation('empathize');
  const saveRecord = useSaveRecord<EmpathyMap, object>(
    'empathyMap',
    { projectId: props.projectId },
    saveToastsOf(t, 'maps'),
  );
  const fieldMessage = useFieldMessage();
  const { map } = props;
  const [quadrants, setQuadrants] = useState<Quadrants>(() => ({
    says: rowsOf(map?.says),
    thinks: rowsOf(map?.thinks),
    does: rowsOf(map?.does),
    feels: rowsOf(map?.feels),
  }));
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { title: map?.title ?? '' },
  });

  const save = ({ title }: { title: string }) => {
    const values = {
      title,
      says: filled(quadrants.says),
      thinks: filled(quadrants.thinks),
      does: filled(quadrants.does),
      feels: filled(quadrants.feels),
    };
    return saveRecord(map, values);
  };

  return (
    <RecordFormDialog
      opened
      title={map ? t('maps.editTitle') : t('maps.newTitle')}
      submitLabel={map ? t('save') : t('maps.create')}
      size="xl"
      form={form}
      onSave={save}
      onClose={props.onClose}
    >
      <TextInput
        label={t('maps.fieldTitle')}
        placeholder={t('maps.fieldTitlePlaceholder')}
        withAsterisk
        maxLength={TITLE_MAX}
        data-autofocus
        error={fieldMessage(form.formState.errors.title)}
        {...form.register('title')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {EMPATHY_MAP_QUADRANTS.map((quadrant) => (
          <ListField
            key={quadrant}
            label={t(`quadrants.${quadrant}`)}
            placeholder={t(`quadrantPlaceholders.${quadrant}`)}
            maxLength={LIST_ITEM_MAX}
            values={quadrants[quadrant]}
            onChange={(values) => setQuadrants((q) => ({ ...q, [quadrant]: values }))}
          />
        ))}
      </SimpleGrid>
    </RecordFormDialog>
  );
}
