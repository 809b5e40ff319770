import {
  Card,
  Group,
  List,
  Progress,
  RingProgress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type AiAnalysisResult, maturityBand, PHASES, type PhaseAnalysis } from '@trilha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { consistencyStrengths, RECOMMENDATION_HORIZONS } from './analysis-limits';

const BAND_COLORS = { mature: 'teal', developed: 'blue', developing: 'yellow', initial: 'red' };

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h5" mb="xs">
        {props.title}
      </Title>
      {props.children}
    </Card>
  );
}

function Items({ items }: { items: readonly string[] }) {
  const { t } = useTranslation('analysis');
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('none')}
      </Text>
    );
  return (
    <List size="sm" spacing={4}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

function Percent(props: { label: string; value: number; color?: string }) {
  return (
    <div>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{props.label}</Text>
        <Text size="sm" fw={600}>
          {Math.round(props.value)}%
        </Text>
      </Group>
      <Progress value={props.value} color={props.color} aria-label={props.label} />
    </div>
  );
}

function PhaseCard({ phase }: { phase: PhaseAnalysis }) {
  const { t } = useTranslation('analysis');
  const color = PHASES[phase.phase - 1]?.color;
  return (
    <Card withBorder padding="sm" style={{ borderTop: `4px solid ${color}` }}>
      <Stack gap="xs">
        <Text fw={600}>{t('phaseTitle', { number: phase.phase, name: phase.phaseName })}</Text>
        <Percent label={t('completeness')} value={phase.completeness} color={color} />
        <Percent label={t('quality')} value={phase.quality} color={color} />
        <Text size="sm" fw={500}>
          {t('strengths')}
        </Text>
        <Items items={phase.strengths} />
        <Text size="sm" fw={500}>
          {t('gaps')}
        </Text>
        <Items items={phase.gaps} />
      </Stack>
    </Card>
  );
}

/** Every part of the analysis of workspace.md §2, laid out from one column (phones) up. */
export function AnalysisResultView({ result }: { result: AiAnalysisResult }) {
  const { t } = useTranslation('analysis');
  const band = maturityBand(result.maturityScore);
  return (
    <Stack gap="md" data-testid="analysis-result">
      <Section title={t('summary')}>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {result.executiveSummary}
        </Text>
      </Section>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Section title={t('maturity')}>
          <Group gap="sm" wrap="nowrap" align="center">
            <RingProgress
              size={84}
              thickness={8}
              sections={[{ value: result.maturityScore * 10, color: BAND_COLORS[band.key] }]}
              label={
                <Text ta="center" fw={700}>
                  {result.maturityScore}
                </Text>
              }
            />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                {t('outOf10')}
              </Text>
              <Text fw={700} lh={1.25}>
                {t(`bands.${band.key}`)}
              </Text>
            </Stack>
          </Group>
        </Section>
        <Section title={t('consistency')}>
          <Stack gap="xs">
            <Percent label={t('score')} value={result.consistency.score} />
            <Items items={consistencyStrengths(result)} />
          </Stack>
        </Section>
        <Section title={t('alignment')}>
          <Stack gap="xs">
            <Percent
              label={t('problemSolution')}
              value={result.alignment.problemSolutionAlignment}
            />
            <Percent
              label={t('researchInsights')}
              value={result.alignment.researchInsightsAlignment}
            />
          </Stack>
        </Section>
      </SimpleGrid>

      {result.phaseAnalyses.length > 0 && (
        <div>
          <Title order={3} size="h5" mb="xs">
            {t('phases')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {[...result.phaseAnalyses]
              .sort((a, b) => a.phase - b.phase)
              .map((phase) => (
                <PhaseCard key={phase.phase} phase={phase} />
              ))}
          </SimpleGrid>
        </div>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Section title={t('insights')}>
          <Items items={result.overallInsights} />
        </Section>
        <Section title={t('attentionPoints')}>
          <Items items={result.attentionPoints} />
        </Section>
      </SimpleGrid>

      <Section title={t('recommendations')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {RECOMMENDATION_HORIZONS.map((horizon) => (
            <div key={horizon}>
              <Text size="sm" fw={600} mb={4}>
                {t(`horizons.${horizon}`)}
              </Text>
              <Items items={result.recommendations[horizon]} />
            </div>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t('nextSteps')}>
        <Items items={result.priorityNextSteps} />
      </Section>
    </Stack>
  );
}
