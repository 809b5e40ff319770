import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanAdd } from '../../project-data/project-access';
import type { RecordQuery } from '../../project-data/records';
import { EmptyState, type EmptyStateProps, ListSkeleton, LoadError } from './ListStates';
import { SectionHeading } from './SectionHeading';
import { ANIMATED_LIST_MAX } from './settled-order';
import { VirtualCardGrid } from './VirtualCardGrid';

export interface RecordListProps<T extends { id: string }> {
  records: RecordQuery<T>;
  /** The rows to show when they differ from `records.rows` (a vote-settled order). */
  rows?: T[];
  title: string;
  subtitle?: string;
  /** The 'Novo …' button; `hideWhenEmpty` when the empty state has the button instead. */
  create?: { label: string; onClick(): void; hideWhenEmpty?: boolean };
  /** The kind of record listed (a tool's entity): whether a room's guest may add one. */
  entity?: string;
  loadingLabel: string;
  empty: EmptyStateProps;
  /** 'Erro ao carregar …' and, optionally, the tool's own explanation. */
  loadError: { title: string; text?: string };
  /** Columns of the cards grid: 1 on phones, `columns` from the `sm` breakpoint. */
  columns?: 1 | 2;
  /**
   * One record's card. Keep it stable (useCallback): each card is memoized on its row and this
   * function, so a change to one record re-renders one card.
   */
  renderCard(row: T): ReactNode;
}

/**
 * The list of one kind of record: title and 'Novo' button, then the loading skeleton, the error
 * state with retry, the empty state, or the cards grid. Every workspace tool lists through it.
 * The grid renders only the cards near the screen (VirtualCardGrid).
 */
export function RecordList<T extends { id: string }>(props: RecordListProps<T>) {
  const { t } = useTranslation('workspace');
  const rows = props.rows ?? props.records.rows;
  // A viewer of the project creates nothing, a room's guest only notes (see ProjectAccess): no
  // 'Novo …' button where they may not.
  const canEdit = useCanAdd(props.entity);
  const create = canEdit ? props.create : undefined;
  const showCreate = create && !(create.hideWhenEmpty && rows?.length === 0);
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <SectionHeading title={props.title} intro={props.subtitle} />
        {showCreate && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create.onClick}>
            {create.label}
          </Button>
        )}
      </Group>
      {props.records.failed ? (
        <LoadError
          title={props.loadError.title}
          text={props.loadError.text ?? t('loadError.text')}
          retryLabel={t('loadError.retry')}
          onRetry={props.records.retry}
        />
      ) : rows === undefined ? (
        <ListSkeleton label={props.loadingLabel} />
      ) : rows.length === 0 ? (
        <EmptyState {...props.empty} action={canEdit ? props.empty.action : undefined} />
      ) : (
        <VirtualCardGrid
          items={rows}
          columns={props.columns ?? 1}
          renderCard={props.renderCard}
          animated={rows.length <= ANIMATED_LIST_MAX}
        />
      )}
    </Stack>
  );
}
