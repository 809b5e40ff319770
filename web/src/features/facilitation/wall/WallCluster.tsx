import { useDroppable } from '@dnd-kit/core';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './wall.module.css';

/** The id a group is dropped on: the note's new category follows the prefix. */
export const CLUSTER_PREFIX = 'cluster:';
export const clusterDropId = (name: string) => `${CLUSTER_PREFIX}${name}`;

/**
 * One group of the wall: its name, how many notes, and the notes (a place to drop more).
 * `heading` takes the place of the name, the count and `actions` (the group's menu) while the
 * name is edited.
 */
export function WallCluster(props: {
  name: string;
  count: number;
  heading?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('facilitation');
  const { setNodeRef, isOver } = useDroppable({ id: clusterDropId(props.name) });
  const title = props.name || t('wall.uncategorized');
  return (
    <Card
      ref={setNodeRef}
      withBorder
      radius="md"
      padding="sm"
      className={classes.cluster}
      data-over={isOver || undefined}
      data-testid="wall-cluster"
      aria-label={title}
      component="section"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs" mih={44}>
        {props.heading ?? (
          <>
            <Title
              order={4}
              size="h5"
              style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}
              c={props.name ? undefined : 'dimmed'}
            >
              {title}
            </Title>
            <Group gap={4} wrap="nowrap">
              <Badge variant="light" aria-label={t('wall.count', { count: props.count })}>
                {props.count}
              </Badge>
              {props.actions}
            </Group>
          </>
        )}
      </Group>
      <Stack gap="xs" mih={60}>
        {props.count === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {t('wall.dropHere')}
          </Text>
        ) : (
          props.children
        )}
      </Stack>
    </Card>
  );
}
