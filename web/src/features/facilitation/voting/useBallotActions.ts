import { newId } from '@trilha/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useChange } from '../../../project-data/records';
import type { Person } from '../../../project-data/room/people';
import { useUserSync } from '../../../project-data/SyncProvider';
import { ballotOf } from './ballot-rules';
import { readVotingSession } from './useVotingSession';

/**
 * Placing and taking back one person's dots. One change at a time, each checked against the
 * database as it is at that moment (not the last render): two quick taps never spend a dot the
 * person no longer has, nor stack one where stacking is not allowed.
 */
export function useBallotActions(sessionId: string, person: Person) {
  const { t } = useTranslation('facilitation', { keyPrefix: 'voting' });
  const db = useUserSync()?.db;
  const change = useChange();
  const busy = useRef(false);
  const [working, setWorking] = useState(false);

  const exclusive = async (task: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    setWorking(true);
    try {
      await task();
    } finally {
      busy.current = false;
      setWorking(false);
    }
  };

  /** The session and this person's ballot as the database has them now (null: not voting). */
  const current = async () => {
    const data = db ? await readVotingSession(db, sessionId) : null;
    if (data?.session.status !== 'voting') return null;
    return { data, ballot: ballotOf({ ...data, person }) };
  };

  const place = (itemId: string) =>
    exclusive(async () => {
      const now = await current();
      if (!now) return;
      const refusal = now.ballot.refusal(itemId);
      if (refusal) {
        notify({ title: t(`ballot.refused.${refusal}`), kind: 'info' });
        return;
      }
      await change(
        'dot.create',
        {
          id: newId(),
          projectId: now.data.session.projectId,
          sessionId,
          // Any row of the person will do: the tally counts people by name.
          participantId: person.participantIds[0],
          itemId,
          placedAt: new Date().toISOString(),
        },
        { error: t('ballot.placeError') },
      );
    });

  const takeBack = (itemId: string) =>
    exclusive(async () => {
      const dot = (await current())?.ballot.lastDotOn(itemId);
      if (dot) await change('dot.delete', { id: dot.id }, { error: t('ballot.takeBackError') });
    });

  return { place, takeBack, working };
}
