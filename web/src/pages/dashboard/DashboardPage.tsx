import { Button, Center, Container, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrialNotice } from '../../features/billing/TrialNotice';
import { PausedWebhooksNotice } from '../../features/integrations/PausedWebhooksNotice';
import { TimeSpentCard } from '../../features/time-spent/TimeSpentCard';
import { useProjectSummaries } from '../../project-data/useProjects';
import { AchievementsCard } from './AchievementsCard';
import { BenefitsSection } from './BenefitsSection';
import { DashboardHero } from './DashboardHero';
import { dashboardStats } from './dashboard-stats';
import { NextStepsCard } from './NextStepsCard';
import { PhaseCards } from './PhaseCards';
import { PhaseProgressCard } from './PhaseProgressCard';
import { ProgressCard } from './ProgressCard';
import { RecentActivityCard } from './RecentActivityCard';
import { useRecentActivity } from './useRecentActivity';

/**
 * The signed-in home. Every figure comes from the user's own database on this device (never
 * fixed numbers), so it is true offline and moves as soon as work is done.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const projects = useProjectSummaries();
  const activity = useRecentActivity();
  const phasesRef = useRef<HTMLElement>(null);
  const explore = () => phasesRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  if (!projects || !activity) {
    return (
      <Center py="xl" role="status" aria-label={t('loading')}>
        <Loader />
      </Center>
    );
  }
  const stats = dashboardStats(projects);

  return (
    <Container size="lg" py="md">
      <Stack gap="xl">
        <TrialNotice />
        <Suspense fallback={null}>
          <PausedWebhooksNotice />
        </Suspense>
        <DashboardHero onExplore={explore} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <ProgressCard stats={stats} />
              <TimeSpentCard projects={projects} />
              <AchievementsCard projects={projects} />
              <RecentActivityCard items={activity} onExplore={explore} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <PhaseProgressCard stats={stats} />
              <NextStepsCard />
            </Stack>
          </Grid.Col>
        </Grid>
        <PhaseCards ref={phasesRef} />
        <BenefitsSection />
        <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" bg="violet.7" c="white">
          <Stack align="center" gap="sm" ta="center">
            <Title order={2}>{t('cta.title')}</Title>
            <Text>{t('cta.text')}</Text>
            <Button
              component={Link}
              to="/projects"
              variant="white"
              size="md"
              rightSection={<IconArrowRight size={18} />}
            >
              {t('cta.button')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
