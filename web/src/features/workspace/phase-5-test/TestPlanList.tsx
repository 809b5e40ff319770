import { IconClipboardList } from '@tabler/icons-react';
import type { TestPlan } from '@trilha/shared';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/records/ConfirmDeleteDialog';
import { RecordList } from '../../../components/records/RecordList';
import { useRecordDialog } from '../../../components/records/record-dialog';
import { useChange, useRecords } from '../../../project-data/records';
import { TestPlanCard } from './TestPlanCard';
import { TestPlanFormDialog } from './TestPlanFormDialog';

/** The 'Planos de Teste' tab: the project's test plans, with create, edit and delete. */
export function TestPlanList({ projectId }: { projectId: string }) {
  const { t } = useTranslation('prototypeTest');
  const plans = useRecords('testPlans', projectId);
  const prototypeRows = useRecords('prototypes', projectId).rows;
  // The picker needs only id and name of each prototype.
  const prototypes = useMemo(
    () => (prototypeRows ?? []).map(({ id, name }) => ({ id, name })),
    [prototypeRows],
  );
  // Looked up once per card: a scan of every prototype per card would cost cards × prototypes.
  const prototypeNames = useMemo(
    () => new Map(prototypes.map(({ id, name }) => [id, name])),
    [prototypes],
  );
  const change = useChange();
  const dialog = useRecordDialog<TestPlan>();
  const [deleting, setDeleting] = useState<TestPlan | null>(null);

  const renderCard = useCallback(
    (plan: TestPlan) => (
      <TestPlanCard
        plan={plan}
        prototypeName={plan.prototypeId ? prototypeNames.get(plan.prototypeId) : undefined}
        onEdit={() => dialog.openEdit(plan)}
        onDelete={() => setDeleting(plan)}
      />
    ),
    [prototypeNames, dialog.openEdit],
  );

  const remove = async () => {
    if (!deleting) return;
    const done = await change(
      'testPlan.delete',
      { id: deleting.id },
      { success: t('plans.toast.deleted'), error: t('plans.toast.deleteError') },
    );
    if (done) setDeleting(null);
  };

  const create = dialog.openNew;
  return (
    <>
      <RecordList
        records={plans}
        title={t('plans.title')}
        create={{ label: t('plans.new'), onClick: create, hideWhenEmpty: true }}
        loadingLabel={t('plans.loading')}
        empty={{
          icon: <IconClipboardList size={28} />,
          title: t('plans.empty.title'),
          text: t('plans.empty.text'),
          action: { label: t('plans.empty.action'), onClick: create },
        }}
        loadError={{ title: t('plans.loadError') }}
        columns={2}
        renderCard={renderCard}
      />
      <TestPlanFormDialog
        projectId={projectId}
        opened={dialog.opened}
        plan={dialog.record ?? null}
        prototypes={prototypes}
        onClose={dialog.close}
      />
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title={t('plans.deleteTitle')}
        message={t('confirm.message', { name: deleting?.name ?? '' })}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
    </>
  );
}
