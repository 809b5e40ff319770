import { Badge } from '@mantine/core';
import { TEST_PLAN_STATUS_COLORS, type TestPlanStatus } from '@trilha/shared';
import { useTranslation } from 'react-i18next';

/** 'Planejado' blue, 'Em andamento' orange, 'Finalizado' green. */
export function TestPlanStatusBadge({ status }: { status: TestPlanStatus }) {
  const { t } = useTranslation('prototypeTest');
  return (
    <Badge color={TEST_PLAN_STATUS_COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
