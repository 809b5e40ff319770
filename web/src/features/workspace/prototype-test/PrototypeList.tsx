import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconCube, IconPlus } from '@tabler/icons-react';
import type { Prototype } from '@trilha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChange, useRecords } from '../records';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { EmptyState } from './EmptyState';
import { ListSkeleton } from './ListSkeleton';
import { PrototypeCard } from './PrototypeCard';
import { PrototypeFormDialog } from './PrototypeFormDialog';

/** The prototypes tab: the project's prototypes, with create, edit and delete. */
export function PrototypeList({ projectId }: { projectId: string }) {
  const { t } = useTranslation('prototypeTest');
  const prototypes = useRecords('prototypes', projectId);
  const ideas = useRecords('ideas', projectId) ?? [];
  const change = useChange();
  // undefined: dialog closed; null: creating; a prototype: editing it.
  const [editing, setEditing] = useState<Prototype | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Prototype | null>(null);

  const ideaTitle = (id: string | null) => ideas.find((idea) => idea.id === id)?.title;

  const remove = async () => {
    if (!deleting) return;
    const done = await change(
      'prototype.delete',
      { id: deleting.id },
      { success: t('prototypes.toast.deleted'), error: t('prototypes.toast.deleteError') },
    );
    if (done) setDeleting(null);
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('prototypes.title')}
        </Title>
        {prototypes && prototypes.length > 0 && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('prototypes.new')}
          </Button>
        )}
      </Group>
      {prototypes === undefined ? (
        <ListSkeleton label={t('prototypes.loading')} />
      ) : prototypes.length === 0 ? (
        <EmptyState
          icon={<IconCube size={28} />}
          title={t('prototypes.empty.title')}
          text={t('prototypes.empty.text')}
          action={{ label: t('prototypes.empty.action'), onClick: () => setEditing(null) }}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {prototypes.map((prototype) => (
            <PrototypeCard
              key={prototype.id}
              prototype={prototype}
              ideaTitle={ideaTitle(prototype.ideaId)}
              onEdit={() => setEditing(prototype)}
              onDelete={() => setDeleting(prototype)}
            />
          ))}
        </SimpleGrid>
      )}
      <PrototypeFormDialog
        projectId={projectId}
        opened={editing !== undefined}
        prototype={editing ?? null}
        ideas={ideas}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDeleteDialog
        title={t('prototypes.deleteTitle')}
        name={deleting?.name ?? null}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
    </Stack>
  );
}
