import { SimpleGrid, Text } from '@mantine/core';
import {
  LONG_TEXT_MAX,
  MAX_OBSERVATION_PHOTOS,
  type Observation,
  observationCreateSchema,
  SHORT_TEXT_MAX,
  TEXT_MAX,
} from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { PhotoGallery } from '../../../components/photos/PhotoGallery';
import { LabelledText, RecordCard, TitleAndMeta } from '../../../components/records/RecordCard';
import { photosField } from '../../../components/records/record-fields';
import type { RecordQuery } from '../../../project-data/records';
import type { RecordCardProps, RecordToolDescriptor } from '../record-tool/descriptor';
import { RecordTool } from '../record-tool/RecordTool';
import { toolTexts } from '../record-tool/texts';
import { DATE_FIELD, formatDate } from './dates';

/** Field observations, with photos; the spec's edit leaves the date as recorded. */
export const observationTool: RecordToolDescriptor<'observations'> = {
  entity: 'observations',
  mutation: 'observation',
  texts: toolTexts('empathize', 'observations'),
  named: (observation) => ({ location: observation.location }),
  list: {},
  form: {
    schema: observationCreateSchema,
    fields: [
      {
        kind: 'row',
        from: 'sm',
        fields: [
          {
            kind: 'text',
            name: 'location',
            placeholder: true,
            required: true,
            max: SHORT_TEXT_MAX,
          },
          DATE_FIELD,
        ],
      },
      {
        kind: 'textarea',
        name: 'context',
        placeholder: true,
        required: true,
        rows: 3,
        max: TEXT_MAX,
      },
      {
        kind: 'textarea',
        name: 'behavior',
        placeholder: true,
        required: true,
        rows: 3,
        max: TEXT_MAX,
      },
      { kind: 'textarea', name: 'insights', placeholder: true, rows: 3, max: LONG_TEXT_MAX },
      photosField('photos', MAX_OBSERVATION_PHOTOS, {
        field: 'location',
        fallback: 'observations.newTitle',
      }),
    ],
  },
  Card: ObservationCard,
};

/** Field observations of a project: list, create, edit and delete. */
export function Observations(props: { projectId: string; observations: RecordQuery<Observation> }) {
  return (
    <RecordTool tool={observationTool} projectId={props.projectId} records={props.observations} />
  );
}

function ObservationCard({ record: observation, actions }: RecordCardProps<Observation>) {
  const { t } = useTranslation('empathize');
  return (
    <RecordCard
      testId="observation"
      heading={<TitleAndMeta title={observation.location} meta={formatDate(observation.date)} />}
      actions={actions}
      author={observation.authorName}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['context', 'behavior'] as const).map((part) => (
          <div key={part}>
            <Text size="sm" fw={600}>
              {t(`observations.${part}`)}
            </Text>
            <Text size="sm">{observation[part]}</Text>
          </div>
        ))}
      </SimpleGrid>
      {observation.insights && (
        <LabelledText label={t('observations.insightsLabel')}>{observation.insights}</LabelledText>
      )}
      {observation.photos.length > 0 && (
        <PhotoGallery photos={observation.photos} subject={observation.location} />
      )}
    </RecordCard>
  );
}
