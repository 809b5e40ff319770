import { Badge, Group, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { Prototype } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { PhotoGallery } from '../../../components/photos/PhotoGallery';
import {
  CardSection,
  DotBadges,
  RecordCard,
  TitleOver,
} from '../../../components/records/RecordCard';
import type { RecordCardProps } from '../record-tool/descriptor';
import type { LinkTargets } from '../record-tool/link-targets';

const TYPE_COLORS: Record<Prototype['type'], string> = {
  digital: 'violet',
  physical: 'teal',
  paper: 'yellow',
  storyboard: 'pink',
};

/** One prototype: type, version, description, materials, feedback and the idea it builds on. */
export function PrototypeCard({
  record: prototype,
  actions,
  context: ideas,
}: RecordCardProps<Prototype, LinkTargets>) {
  const { t } = useTranslation('prototypeTest');
  const ideaTitle = prototype.ideaId ? ideas.names.get(prototype.ideaId) : undefined;
  return (
    <RecordCard
      testId="prototype-card"
      padding="lg"
      heading={
        <TitleOver title={prototype.name}>
          <Group gap={6}>
            <Badge color={TYPE_COLORS[prototype.type]} variant="light">
              {t(`types.${prototype.type}`)}
            </Badge>
            <Badge color="gray" variant="outline">
              {t('prototypes.card.version', { version: prototype.version })}
            </Badge>
          </Group>
        </TitleOver>
      }
      actions={actions}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {prototype.description}
      </Text>
      {prototype.materials.length > 0 && (
        <CardSection label={t('prototypes.card.materials')}>
          <DotBadges items={prototype.materials} />
        </CardSection>
      )}
      {prototype.feedback && (
        <CardSection label={t('prototypes.card.feedback')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {prototype.feedback}
          </Text>
        </CardSection>
      )}
      {prototype.images.length > 0 && (
        <PhotoGallery photos={prototype.images} subject={prototype.name} />
      )}
      {ideaTitle && (
        <Group gap={6} wrap="nowrap">
          <IconBulb size={16} aria-hidden />
          <Text size="sm" c="dimmed">
            {t('prototypes.card.idea', { title: ideaTitle })}
          </Text>
        </Group>
      )}
    </RecordCard>
  );
}
