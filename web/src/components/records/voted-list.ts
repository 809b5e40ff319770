import { newestFirst } from '@trilha/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useChange } from '../../project-data/records';
import { useSettledOrder } from './settled-order';

interface Votable {
  id: string;
  votes: number;
  createdAt: string;
}

/** Most voted first; among equal votes, the newest first (spec section 4). */
const byVotesThenNewest = (a: Votable, b: Votable) => b.votes - a.votes || newestFirst(a, b);

/**
 * A list people vote on (HMW questions, ideas): its rows by votes, held in place while votes land
 * (useSettledOrder), and the +1 of one record with the spec's toasts.
 */
export function useVotedList<T extends Votable>(rows: T[] | undefined, mutation: string) {
  const { t } = useTranslation('defineIdeate');
  const change = useChange();
  const settled = useSettledOrder(rows, byVotesThenNewest);
  const { holdOrder } = settled;
  const vote = useCallback(
    (record: T) => {
      holdOrder();
      return change(
        `${mutation}.vote`,
        { id: record.id, delta: 1 },
        { success: t('voted'), error: t('voteError') },
      );
    },
    [change, holdOrder, mutation, t],
  );
  return { rows: settled.rows, vote };
}
