import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import {
  EMPATHY_MAP_QUADRANTS,
  type EmpathyMap,
  empathyMapCreateSchema,
  LIST_ITEM_MAX,
  TITLE_MAX,
} from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { EntryList, RecordCard } from '../../../components/records/RecordCard';
import type { RecordQuery } from '../../../project-data/records';
import type { RecordCardProps, RecordToolDescriptor } from '../record-tool/descriptor';
import { RecordTool } from '../record-tool/RecordTool';
import { toolTexts } from '../record-tool/texts';

/** Empathy maps: a title, and what the user says, thinks, does and feels, each a list. */
export const empathyMapTool: RecordToolDescriptor<'empathyMaps'> = {
  entity: 'empathyMaps',
  mutation: 'empathyMap',
  texts: toolTexts('empathize', 'maps'),
  named: (map) => ({ title: map.title }),
  list: {},
  form: {
    schema: empathyMapCreateSchema,
    size: 'xl',
    fields: [
      {
        kind: 'text',
        name: 'title',
        label: 'maps.fieldTitle',
        placeholder: 'maps.fieldTitlePlaceholder',
        required: true,
        max: TITLE_MAX,
      },
      {
        kind: 'row',
        from: 'sm',
        cols: 2,
        fields: EMPATHY_MAP_QUADRANTS.map((quadrant) => ({
          kind: 'list',
          name: quadrant,
          label: `quadrants.${quadrant}`,
          placeholder: `quadrantPlaceholders.${quadrant}`,
          max: LIST_ITEM_MAX,
        })),
      },
    ],
  },
  Card: EmpathyMapCard,
};

/** Empathy maps of a project: list, create, edit and delete. */
export function EmpathyMaps(props: { projectId: string; maps: RecordQuery<EmpathyMap> }) {
  return <RecordTool tool={empathyMapTool} projectId={props.projectId} records={props.maps} />;
}

function EmpathyMapCard({ record: map, actions }: RecordCardProps<EmpathyMap>) {
  const { t } = useTranslation('empathize');
  return (
    <RecordCard
      testId="empathy-map"
      align="center"
      heading={
        <Title order={4} style={{ overflowWrap: 'anywhere' }}>
          {map.title}
        </Title>
      }
      actions={actions}
      author={map.authorName}
    >
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
              <EntryList items={map[quadrant]} />
            )}
          </Card>
        ))}
      </SimpleGrid>
    </RecordCard>
  );
}
