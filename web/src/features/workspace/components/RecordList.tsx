import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordQuery } from '../records';
import { EmptyState, type EmptyStateProps, ListSkeleton, LoadError } from './ListStates';
import { ANIMATED_LIST_MAX } from './settled-order';

export interface RecordListProps<T extends { id: string }> {
  records: RecordQuery<T>;
  /** The rows to show when they differ from `records.rows` (a vote-settled order). */
  rows?: T[];
  title: string;
  subtitle?: string;
  /** The 'Novo …' button; `hideWhenEmpty` when the empty state has the button instead. */
  create?: { label: string; onClick(): void; hideWhenEmpty?: boolean };
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
 */
export function RecordList<T extends { id: string }>(props: RecordListProps<T>) {
  const { t } = useTranslation('workspace');
  const rows = props.rows ?? props.records.rows;
  const { create } = props;
  const showCreate = create && !(create.hideWhenEmpty && rows?.length === 0);
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={3} size="h4">
            {props.title}
          </Title>
          {props.subtitle && (
            <Text size="sm" c="dimmed">
              {props.subtitle}
            </Text>
          )}
        </div>
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
        <EmptyState {...props.empty} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: props.columns ?? 1 }}>
          {rows.map((row) => (
            <RecordSlot
              key={row.id}
              row={row}
              render={props.renderCard}
              animated={rows.length <= ANIMATED_LIST_MAX}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

interface SlotProps<T> {
  row: T;
  render(row: T): ReactNode;
  /** Named for view transitions: only in short lists (see ANIMATED_LIST_MAX). */
  animated: boolean;
}

/**
 * One card, re-rendered only when its row or the card function changes. In a short list its
 * view-transition name lets a re-sorted list animate each card to its new place.
 */
const RecordSlot = memo(function RecordSlot<T extends { id: string }>(props: SlotProps<T>) {
  return (
    <div
      style={{
        viewTransitionName: props.animated ? `record-${props.row.id}` : undefined,
        minWidth: 0,
      }}
    >
      {props.render(props.row)}
    </div>
  );
}) as <T extends { id: string }>(props: SlotProps<T>) => ReactNode;
