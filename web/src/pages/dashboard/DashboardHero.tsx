import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import classes from './dashboard.module.css';

/** Greeting, what the dashboard is for, and the two ways on: a project, or the phases. */
export function DashboardHero({ onExplore }: { onExplore(): void }) {
  const { t } = useTranslation('dashboard');
  const user = useAuth((state) => state.user);
  const name = user?.name || user?.username;
  return (
    <Stack gap="md" p={{ base: 'lg', sm: 'xl' }} className={classes.hero}>
      <Title order={1}>{name ? t('hero.title', { name }) : t('hero.titleAnonymous')}</Title>
      <Text size="lg" c="dark.4" maw={720}>
        {t('hero.subtitle')}
      </Text>
      <Group>
        <Button component={Link} to="/projects" size="md" leftSection={<IconRocket size={18} />}>
          {t('hero.start')}
        </Button>
        <Button
          variant="white"
          size="md"
          leftSection={<IconArrowDown size={18} />}
          onClick={onExplore}
        >
          {t('hero.explore')}
        </Button>
      </Group>
    </Stack>
  );
}
