import { IconCube } from '@tabler/icons-react';
import type { Prototype } from '@trilha/shared';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/records/ConfirmDeleteDialog';
import { RecordList } from '../../../components/records/RecordList';
import { useRecordDialog } from '../../../components/records/record-dialog';
import { useChange, useRecords } from '../../../project-data/records';
import { PrototypeCard } from './PrototypeCard';
import { PrototypeFormDialog } from './PrototypeFormDialog';

/** The prototypes tab: the project's prototypes, with create, edit and delete. */
export function PrototypeList({ projectId }: { projectId: string }) {
  const { t } = useTranslation('prototypeTest');
  const prototypes = useRecords('prototypes', projectId);
  const ideaRows = useRecords('ideas', projectId).rows;
  const ideas = useMemo(() => ideaRows ?? [], [ideaRows]);
  // Looked up once per card: a scan of every idea per card would cost cards × ideas.
  const ideaTitles = useMemo(() => new Map(ideas.map((idea) => [idea.id, idea.title])), [ideas]);
  const change = useChange();
  const dialog = useRecordDialog<Prototype>();
  const [deleting, setDeleting] = useState<Prototype | null>(null);

  const renderCard = useCallback(
    (prototype: Prototype) => (
      <PrototypeCard
        prototype={prototype}
        ideaTitle={prototype.ideaId ? ideaTitles.get(prototype.ideaId) : undefined}
        onEdit={() => dialog.openEdit(prototype)}
        onDelete={() => setDeleting(prototype)}
      />
    ),
    [ideaTitles, dialog.openEdit],
  );

  const remove = async () => {
    if (!deleting) return;
    const done = await change(
      'prototype.delete',
      { id: deleting.id },
      { success: t('prototypes.toast.deleted'), error: t('prototypes.toast.deleteError') },
    );
    if (done) setDeleting(null);
  };

  const create = dialog.openNew;
  return (
    <>
      <RecordList
        records={prototypes}
        title={t('prototypes.title')}
        create={{ label: t('prototypes.new'), onClick: create, hideWhenEmpty: true }}
        loadingLabel={t('prototypes.loading')}
        empty={{
          icon: <IconCube size={28} />,
          title: t('prototypes.empty.title'),
          text: t('prototypes.empty.text'),
          action: { label: t('prototypes.empty.action'), onClick: create },
        }}
        loadError={{ title: t('prototypes.loadError') }}
        columns={2}
        renderCard={renderCard}
      />
      <PrototypeFormDialog
        projectId={projectId}
        opened={dialog.opened}
        prototype={dialog.record ?? null}
        ideas={ideas}
        onClose={dialog.close}
      />
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title={t('prototypes.deleteTitle')}
        message={t('confirm.message', { name: deleting?.name ?? '' })}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
    </>
  );
}
