import { Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { Language, SubscriptionPlan } from '@trilha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { exportFormatsText, limitText, priceText, teamUsersText } from './plan-display';

type Row = { key: string; cell(plan: SubscriptionPlan): ReactNode };

/** Every limit and flag of every plan side by side; scrolls sideways on small screens. */
export function ComparisonTable(props: { plans: SubscriptionPlan[]; language: Language }) {
  const { t } = useTranslation('pricing');
  const flag = (on: boolean) =>
    on ? (
      <>
        <IconCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
        <VisuallyHidden>{t('comparison.included')}</VisuallyHidden>
      </>
    ) : (
      <>
        <IconX size={18} color="var(--mantine-color-gray-6)" aria-hidden />
        <VisuallyHidden>{t('comparison.notIncluded')}</VisuallyHidden>
      </>
    );
  const rows: Row[] = [
    { key: 'priceMonthly', cell: (plan) => priceText(t, plan.priceMonthly, props.language) },
    { key: 'priceYearly', cell: (plan) => priceText(t, plan.priceYearly, props.language) },
    { key: 'projects', cell: (plan) => limitText(t, plan.maxProjects) },
    { key: 'personas', cell: (plan) => limitText(t, plan.maxPersonasPerProject) },
    { key: 'aiQueries', cell: (plan) => limitText(t, plan.aiChatLimit) },
    { key: 'teamUsers', cell: (plan) => teamUsersText(t, plan) },
    { key: 'articles', cell: (plan) => limitText(t, plan.libraryArticlesCount) },
    { key: 'exportFormats', cell: (plan) => exportFormatsText(plan) },
    { key: 'aiAnalysis', cell: (plan) => flag(plan.hasAiAnalysis) },
    { key: 'advancedTools', cell: (plan) => flag(plan.hasAdvancedTools) },
    { key: 'collaboration', cell: (plan) => flag(plan.hasCollaboration) },
    { key: 'permissions', cell: (plan) => flag(plan.hasPermissionManagement) },
    { key: 'sharedWorkspace', cell: (plan) => flag(plan.hasSharedWorkspace) },
    { key: 'comments', cell: (plan) => flag(plan.hasCommentsAndFeedback) },
    { key: 'sso', cell: (plan) => flag(plan.hasSso) },
    { key: 'customApi', cell: (plan) => flag(plan.hasCustomApi) },
    { key: 'customIntegrations', cell: (plan) => flag(plan.hasCustomIntegrations) },
    { key: 'support247', cell: (plan) => flag(plan.has24x7Support) },
  ];

  return (
    <section aria-labelledby="pricing-comparison-title">
      <Title order={2} id="pricing-comparison-title" ta="center" mb="lg">
        {t('comparison.title')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover withTableBorder verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('comparison.feature')}</Table.Th>
              {props.plans.map((plan) => (
                <Table.Th key={plan.id} scope="col" ta="center">
                  {plan.displayName}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw={500}>
                  <Text size="sm">{t(`comparison.rows.${row.key}`)}</Text>
                </Table.Th>
                {props.plans.map((plan) => (
                  <Table.Td key={plan.id} ta="center">
                    {row.cell(plan)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
