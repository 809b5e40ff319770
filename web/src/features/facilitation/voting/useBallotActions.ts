import { isVotingOpen, newId } from '@trilha/shared';
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

  /**
   * The session and this person's ballot as the database has them now (null: not voting). A
   * timed vote is checked against the device's clock at each tap: a ballot left open past the
   * end places nothing (the tally and the server would refuse the dot as late anyway).
   */
  const current = async () => {
    const data = db ? await readVotingSession(db, sessionId) : null;
    if (data?.session.status !== 'voting') return null;
    return {
      data,
      ballot: ballotOf({ ...data, person, open: isVotingOpen(data.session, Date.now()) }),
    };
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
      const now = await current();
      // After the end the dots stay as they were: taking one back would change the result.
      if (!now || now.ballot.refusal(itemId) === 'ended') return;
      const dot = now.ballot.lastDotOn(itemId);
      if (dot) await change('dot.delete', { id: dot.id }, { error: t('ballot.takeBackError') });
    });

  return { place, takeBack, working };
}
