import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './landing.module.css';

/** What Trilha is, with the way in (signup) and the way to compare (pricing). */
export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <Stack
      component="section"
      align="center"
      ta="center"
      gap="lg"
      py={{ base: 48, sm: 80 }}
      px="md"
      className={classes.hero}
    >
      <Badge variant="light" size="lg" radius="xl">
        {t('hero.badge')}
      </Badge>
      <Title order={1} fz={{ base: 34, sm: 48 }} maw={820} lh={1.15}>
        {t('hero.title')}
      </Title>
      <Text size="xl" c="dark.4" maw={680}>
        {t('hero.subtitle')}
      </Text>
      <Group justify="center">
        <Button component={Link} to="/signup" size="lg" rightSection={<IconArrowRight size={18} />}>
          {t('hero.startFree')}
        </Button>
        <Button component={Link} to="/pricing" size="lg" variant="default">
          {t('hero.viewPlans')}
        </Button>
      </Group>
      <Group gap={6} justify="center">
        <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
        <Text size="sm" c="dark.4">
          {t('hero.trial')}
        </Text>
      </Group>
    </Stack>
  );
}
