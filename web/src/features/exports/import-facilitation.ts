import { type Dot, tallyDots } from '@trilha/shared';
import type { ChildRow } from '@trilha/sync';
import type { Backup } from './backup';

/**
 * How a backup's dot-voting sessions come back (docs/backup-format.md, docs/decisions/0016).
 *
 * Only the dots that COUNT are restored. Which dots count depends on their arrival order at the
 * server (the tally's rule), and an import gives every dot a new server stamp, so replaying the
 * refused ones could make a different dot of an overspending person count. Without them, every
 * restored dot is within its person's budget and the copy's result equals the original's,
 * whatever the new order.
 */
export function countedDotIds(records: Backup['records']): Set<string> {
  const counted = new Set<string>();
  for (const session of records.votingSessions) {
    const items: { id: string }[] = records[session.target];
    const { refused } = tallyDots({
      session,
      participants: records.participants.filter((person) => person.sessionId === session.id),
      dots: records.dots.filter((dot) => dot.sessionId === session.id) as Dot[],
      itemIds: items.map((item) => item.id),
    });
    const itemIds = new Set(items.map((item) => item.id));
    const refusedIds = new Set(refused.map(({ dot }) => dot.id));
    for (const dot of records.dots) {
      if (dot.sessionId === session.id && itemIds.has(dot.itemId) && !refusedIds.has(dot.id))
        counted.add(dot.id);
    }
  }
  return counted;
}

/**
 * A session is created open ('voting': dots are refused by any other status), its people and
 * dots after it; then these mutations give it back its status, and mark it applied again when
 * its result had been added to the votes (which the import restores as they are), so that the
 * copy cannot add it a second time.
 */
export function sessionClosingMutations(
  session: ChildRow<'votingSessions'>,
  newSessionId: string,
): { name: string; args: unknown }[] {
  const status = (value: ChildRow<'votingSessions'>['status']) => ({
    name: 'votingSession.update',
    args: { id: newSessionId, changes: { status: value } },
  });
  if (!session.appliedAt) return session.status === 'voting' ? [] : [status(session.status)];
  // Applying needs a session that is no longer voting; nothing is added (no counts).
  const apply = { name: 'votingSession.apply', args: { id: newSessionId, counts: [] } };
  const applied = [status(session.status === 'voting' ? 'revealed' : session.status), apply];
  return session.status === 'voting' ? [...applied, status('voting')] : applied;
}
