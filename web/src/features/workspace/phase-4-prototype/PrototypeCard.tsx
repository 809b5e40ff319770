import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { Prototype } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { PhotoGallery } from '../../../components/photos/PhotoGallery';
import { RecordCardActions } from '../../../components/records/RecordCardActions';

const TYPE_COLORS: Record<Prototype['type'], string> = {
  digital: 'violet',
  physical: 'teal',
  paper: 'yellow',
  storyboard: 'pink',
};

/** One prototype: type, version, description, materials, feedback and the idea it builds on. */
export function PrototypeCard(props: {
  prototype: Prototype;
  ideaTitle: string | undefined;
  onEdit(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation('prototypeTest');
  const { prototype } = props;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="prototype-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={6}>
            <Title order={4} size="h5">
              {prototype.name}
            </Title>
            <Group gap={6}>
              <Badge color={TYPE_COLORS[prototype.type]} variant="light">
                {t(`types.${prototype.type}`)}
              </Badge>
              <Badge color="gray" variant="outline">
                {t('prototypes.card.version', { version: prototype.version })}
              </Badge>
            </Group>
          </Stack>
          <RecordCardActions
            editLabel={t('prototypes.card.edit', { name: prototype.name })}
            deleteLabel={t('prototypes.card.delete', { name: prototype.name })}
            onEdit={props.onEdit}
            onDelete={props.onDelete}
          />
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {prototype.description}
        </Text>
        {prototype.materials.length > 0 && (
          <div>
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              {t('prototypes.card.materials')}
            </Text>
            <Group gap={4} mt={4}>
              {prototype.materials.map((material) => (
                <Badge key={material} variant="dot" color="gray" tt="none">
                  {material}
                </Badge>
              ))}
            </Group>
          </div>
        )}
        {prototype.feedback && (
          <div>
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              {t('prototypes.card.feedback')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {prototype.feedback}
            </Text>
          </div>
        )}
        {prototype.images.length > 0 && (
          <PhotoGallery photos={prototype.images} subject={prototype.name} />
        )}
        {props.ideaTitle && (
          <Group gap={6} wrap="nowrap">
            <IconBulb size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {t('prototypes.card.idea', { title: props.ideaTitle })}
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
