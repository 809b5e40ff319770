import {
  Card,
  Group,
  Badge as MantineBadge,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCircleCheck,
  IconFlask,
  IconLock,
  IconMicrophone,
  IconRoute,
  IconStar,
} from '@tabler/icons-react';
import { achievementsOf, type Badge, type ProjectWork } from '@trilha/shared';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

const ICONS: Record<Badge, ComponentType<{ size?: number }>> = {
  firstInterview: IconMicrophone,
  allPhases: IconRoute,
  testedPrototype: IconFlask,
  projectCompleted: IconCircleCheck,
};

/**
 * Points and badges, computed from the projects on this device whenever the dashboard is shown
 * (achievementsOf): real work earns them, offline too, and deleting work takes them back.
 */
export function AchievementsCard({ projects }: { projects: readonly ProjectWork[] }) {
  const { t } = useTranslation('achievements');
  const { points, badges } = achievementsOf(projects);
  const earned = badges.filter((badge) => badge.earned).length;
  return (
    <Card withBorder padding="lg" data-testid="achievements">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3">
            {t('title')}
          </Title>
          <MantineBadge
            size="lg"
            variant="light"
            color="yellow"
            leftSection={<IconStar size={14} />}
          >
            <span data-testid="achievements-points">{t('points', { count: points })}</span>
          </MantineBadge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('summary', { earned, total: badges.length })}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {badges.map(({ badge, earned: isEarned }) => {
            const Icon = isEarned ? ICONS[badge] : IconLock;
            return (
              <Group
                key={badge}
                wrap="nowrap"
                gap="sm"
                data-testid={`badge-${badge}`}
                data-earned={isEarned}
                style={{ opacity: isEarned ? 1 : 0.6 }}
              >
                <ThemeIcon
                  size={40}
                  radius="xl"
                  variant={isEarned ? 'filled' : 'light'}
                  color={isEarned ? 'yellow' : 'gray'}
                  aria-hidden
                >
                  <Icon size={20} />
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {t(`badges.${badge}.name`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {isEarned ? t(`badges.${badge}.earned`) : t(`badges.${badge}.howTo`)}
                  </Text>
                </div>
              </Group>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
