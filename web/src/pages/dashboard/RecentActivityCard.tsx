import { Badge, Button, Card, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCompass } from '@tabler/icons-react';
import { brazilianDateTime } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './dashboard.module.css';
import type { ActivityItem } from './useRecentActivity';

/** Dates follow the product's Brazilian format (spec, section 9). */
const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : brazilianDateTime(date);
};

/** The latest work across the user's projects, each opening its project. */
export function RecentActivityCard(props: { items: readonly ActivityItem[]; onExplore(): void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card withBorder padding="lg" h="100%">
      <Title order={2} size="h3" mb="md">
        {t('activity.title')}
      </Title>
      {props.items.length === 0 ? (
        <Stack align="center" gap="xs" py="md">
          <IconCompass size={36} color="var(--mantine-color-violet-6)" aria-hidden />
          <Text fw={600}>{t('activity.emptyTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('activity.emptyText')}
          </Text>
          <Button variant="light" onClick={props.onExplore}>
            {t('activity.emptyAction')}
          </Button>
        </Stack>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {props.items.map((item) => (
            <li key={`${item.kind}:${item.id}`} data-testid="activity-item">
              <UnstyledButton
                component={Link}
                to={`/projects/${item.projectId}`}
                className={classes.activityLink}
                display="block"
                p="xs"
              >
                <Badge size="sm" variant="light" mb={4}>
                  {t(`activity.kinds.${item.kind}`)}
                </Badge>
                <Text fw={600} size="sm" lineClamp={1}>
                  {item.title}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {item.kind === 'projects'
                    ? when(item.updatedAt)
                    : `${t('activity.inProject', { project: item.projectName })} · ${when(item.updatedAt)}`}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
