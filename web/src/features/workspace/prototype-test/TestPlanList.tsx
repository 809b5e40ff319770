import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import type { TestPlan } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChange, useRecords } from '../records';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { EmptyState } from './EmptyState';
import { ListSkeleton } from './ListSkeleton';
import { TestPlanCard } from './TestPlanCard';
import { TestPlanFormDialog } from './TestPlanFormDialog';

/** The 'Planos de Teste' tab: the project's test plans, with create, edit and delete. */
export function TestPlanList({ projectId }: { projectId: string }) {
  const { t } = useTranslation('prototypeTest');
  const plans = useRecords('testPlans', projectId);
  // The picker needs only id and name of each prototype.
  const prototypes = (useRecords('prototypes', projectId) ?? []).map(({ id, name }) => ({
    id,
    name,
  }));
  const change = useChange();
  const [editing, setEditing] = useState<TestPlan | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TestPlan | null>(null);

  const remove = async () => {
    if (!deleting) return;
    const done = await change(
      'testPlan.delete',
      { id: deleting.id },
      { success: t('plans.toast.deleted'), error: t('plans.toast.deleteError') },
    );
    if (done) setDeleting(null);
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('plans.title')}
        </Title>
        {plans && plans.length > 0 && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('plans.new')}
          </Button>
        )}
      </Group>
      {plans === undefined ? (
        <ListSkeleton label={t('plans.loading')} />
      ) : plans.length === 0 ? (
        <EmptyState
          icon={<IconClipboardList size={28} />}
          title={t('plans.empty.title')}
          text={t('plans.empty.text')}
          action={{ label: t('plans.empty.action'), onClick: () => setEditing(null) }}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {plans.map((plan) => (
            <TestPlanCard
              key={plan.id}
              plan={plan}
              prototypeName={
                prototypes.find((prototype) => prototype.id === plan.prototypeId)?.name
              }
              onEdit={() => setEditing(plan)}
              onDelete={() => setDeleting(plan)}
            />
          ))}
        </SimpleGrid>
      )}
      <TestPlanFormDialog
        projectId={projectId}
        opened={editing !== undefined}
        plan={editing ?? null}
        prototypes={prototypes}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDeleteDialog
        title={t('plans.deleteTitle')}
        name={deleting?.name ?? null}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
    </Stack>
  );
}
