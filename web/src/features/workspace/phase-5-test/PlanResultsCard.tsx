import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  List,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconClockPause, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TestPlan, TestResult } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import stackedTable from '../../../components/stacked-table.module.css';
import { useCanEdit } from '../../../project-data/project-access';
import { RecordToolDialog } from '../record-tool/RecordToolDialog';
import { useRecordDeletion } from '../record-tool/record-deletion';
import { splitSeconds, summarize } from './stats';
import { TestPlanStatusBadge } from './TestPlanStatusBadge';
import { testResultTool } from './test-result-tool';

/**
 * The results of one plan. Planned: not started yet. Running: in progress, partial results.
 * Completed: the full results. Every figure comes from the results recorded for the plan.
 */
export function PlanResultsCard(props: { plan: TestPlan; results: TestResult[] }) {
  const { t, i18n } = useTranslation('prototypeTest');
  // A viewer reads the results, records and deletes none (see ProjectAccess).
  const canEdit = useCanEdit();
  const { plan, results } = props;
  const [recording, setRecording] = useState(false);
  const deletion = useRecordDeletion(testResultTool);
  const summary = summarize(results);
  const number = (value: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
  const percent = (value: number | null) =>
    value === null ? t('results.none') : `${number(value)}%`;
  const time = (seconds: number | null) =>
    seconds === null ? t('results.none') : t('results.time', splitSeconds(seconds));
  const progress = Math.min(100, (summary.count / plan.participants) * 100);

  return (
    <Card withBorder radius="md" padding="lg" data-testid="plan-results">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={4} size="h5">
              {plan.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`results.state.${plan.status}`)}
            </Text>
          </Stack>
          <Group gap="xs">
            <TestPlanStatusBadge status={plan.status} />
            {plan.status !== 'planned' && canEdit && (
              <Button
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => setRecording(true)}
                aria-label={t('results.recordFor', { plan: plan.name })}
              >
                {t('results.record')}
              </Button>
            )}
          </Group>
        </Group>

        {plan.status === 'planned' && (
          <Alert variant="light" color="blue" icon={<IconClockPause size={18} aria-hidden />}>
            {t('results.notStarted')}
          </Alert>
        )}

        {(plan.status !== 'planned' || results.length > 0) && (
          <>
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <Figure
                label={t('results.figures.completed')}
                value={t('results.figures.completedValue', {
                  count: summary.count,
                  planned: plan.participants,
                })}
              />
              <Figure
                label={t('results.figures.successRate')}
                value={percent(summary.averageSuccessRate)}
              />
              <Figure
                label={t('results.figures.averageTime')}
                value={time(summary.averageTimeSeconds)}
              />
            </SimpleGrid>
            <Progress
              value={progress}
              color={plan.status === 'completed' ? 'green' : 'orange'}
              aria-label={t('results.figures.progress')}
            />

            {results.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('results.emptyPlan')}
              </Text>
            ) : (
              <Table striped verticalSpacing="xs" className={stackedTable.stacked}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('results.table.participant')}</Table.Th>
                    <Table.Th>{t('results.table.tasks')}</Table.Th>
                    <Table.Th>{t('results.table.successRate')}</Table.Th>
                    <Table.Th>{t('results.table.time')}</Table.Th>
                    <Table.Th>{t('results.table.feedback')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('results.table.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {results.map((result) => (
                    <Table.Tr key={result.id} data-testid="result-row">
                      <Table.Td fw={600} data-label={t('results.table.participant')}>
                        {result.participantId}
                      </Table.Td>
                      <Table.Td data-label={t('results.table.tasks')}>
                        {result.taskResults.length === 0
                          ? t('results.none')
                          : t('results.table.tasksValue', {
                              done: result.taskResults.filter((task) => task.success).length,
                              total: result.taskResults.length,
                            })}
                      </Table.Td>
                      <Table.Td data-label={t('results.table.successRate')}>
                        {percent(result.successRate)}
                      </Table.Td>
                      <Table.Td data-label={t('results.table.time')}>
                        {time(result.completionTime)}
                      </Table.Td>
                      <Table.Td data-label={t('results.table.feedback')}>
                        <Text size="sm" lineClamp={3}>
                          {result.feedback || t('results.none')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {canEdit && (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('results.delete', { participant: result.participantId })}
                            onClick={() => deletion.request(result)}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}

            {summary.insights.length > 0 && (
              <div>
                <Title order={5} size="h6" mb={4}>
                  {t('results.insights')}
                </Title>
                <List size="sm" spacing={4}>
                  {summary.insights.map((insight) => (
                    <List.Item key={`${insight.participantId}-${insight.text}`}>
                      <Text span fw={600} size="sm">
                        {insight.participantId}:
                      </Text>{' '}
                      {insight.text}
                    </List.Item>
                  ))}
                </List>
              </div>
            )}
          </>
        )}
      </Stack>
      {recording && (
        <RecordToolDialog
          tool={testResultTool}
          owner={{ testPlanId: plan.id }}
          context={{ plan, results }}
          titleParams={{ plan: plan.name }}
          onClose={() => setRecording(false)}
        />
      )}
      {deletion.confirmation}
    </Card>
  );
}

function Figure(props: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text size="lg" fw={700}>
        {props.value}
      </Text>
    </Paper>
  );
}
