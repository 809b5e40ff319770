import { byCreation, type TestPlan, type TestResult } from '@trilha/shared';
import { useCallback, useMemo } from 'react';
import { RecordList } from '../../../components/records/RecordList';
import { type RecordQuery, useRecords } from '../../../project-data/records';
import { listTexts } from '../record-tool/RecordTool';
import { useToolTexts } from '../record-tool/texts';
import { PlanResultsCard } from './PlanResultsCard';
import { testResultTool } from './test-result-tool';

const NO_RESULTS: TestResult[] = [];

/** Each plan's results, oldest first, grouped in one pass (not one scan of all per card). */
function groupByPlan(results: readonly TestResult[]): Map<string, TestResult[]> {
  const byPlan = new Map<string, TestResult[]>();
  for (const result of results) {
    const group = byPlan.get(result.testPlanId);
    if (group) group.push(result);
    else byPlan.set(result.testPlanId, [result]);
  }
  return byPlan;
}

/**
 * The 'Resultados' tab: for every plan, the results recorded so far and their figures (the
 * results tool's list, its named extension `resultsTable`).
 */
export function TestResults({ projectId }: { projectId: string }) {
  const { text } = useToolTexts(testResultTool.texts);
  const plans = useRecords('testPlans', projectId);
  const results = useRecords('testResults', projectId, byCreation);
  // One list of plans, shown once both plans and results are read.
  const retryPlans = plans.retry;
  const retryResults = results.retry;
  const planList: RecordQuery<TestPlan> = {
    rows: results.rows && plans.rows,
    failed: plans.failed || results.failed,
    retry: useCallback(() => {
      retryPlans();
      retryResults();
    }, [retryPlans, retryResults]),
  };
  const resultRows = results.rows;
  const resultsByPlan = useMemo(() => groupByPlan(resultRows ?? []), [resultRows]);

  const renderCard = useCallback(
    (plan: TestPlan) => (
      <PlanResultsCard plan={plan} results={resultsByPlan.get(plan.id) ?? NO_RESULTS} />
    ),
    [resultsByPlan],
  );

  return (
    <RecordList
      records={planList}
      {...listTexts(text, testResultTool.list)}
      renderCard={renderCard}
    />
  );
}
