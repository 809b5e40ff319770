import { personKey } from '@trilha/shared';
import {
  type AnyRow,
  type ChildEntity,
  MutationRejected,
  type MutationTransaction,
  type SyncedEntity,
} from '@trilha/sync';

/**
 * What a room's guest may write in the room's project (issue 31, docs/decisions/0020), checked
 * by ProjectWriteAccess before each write of a mutation, for REST and both sync push paths
 * alike. A guest adds notes (observations, ideas, HMW questions — in a silent round too —
 * and empathy map entries by appending), votes +1 on ideas, places and takes back their own
 * dots (their participant is their name, as the tally counts it), and changes or deletes only
 * the notes they wrote. Everything else is refused with `room.guest_cannot_change`.
 */

/** Notes a guest creates, and changes or deletes when they wrote them. */
const GUEST_NOTES: ReadonlySet<SyncedEntity> = new Set<ChildEntity>([
  'observations',
  'ideas',
  'hmwQuestions',
]);

/** The one change a guest makes to a record of others: a new entry at the end of a list. */
const GUEST_APPENDS: Readonly<Record<string, SyncedEntity>> = {
  'empathyMap.addItem': 'empathyMaps',
};

/** The mutation a write belongs to and whose it is. */
export interface GuestRights {
  mutation: string;
  userId: string;
  /** The guest's name, as they joined with it. */
  name: string;
  /** Reads what a write needs to be judged (a dot's participant). */
  read: Pick<MutationTransaction, 'get'>;
}

type GuestWrite =
  | { write: 'insert'; entity: SyncedEntity; row: AnyRow }
  | { write: 'update' | 'remove' | 'vote'; entity: SyncedEntity; row: AnyRow; delta?: number };

const refusal = () => new MutationRejected('forbidden', 'room.guest_cannot_change');

const wrote = (rights: GuestRights, row: AnyRow) => row.authorId === rights.userId;

/** A voting session's participant who is this guest: the same name, as the tally compares. */
async function isOwnParticipant(rights: GuestRights, participantId: unknown): Promise<boolean> {
  if (typeof participantId !== 'string') return false;
  const participant = await rights.read.get('participants', participantId);
  return participant !== undefined && personKey(participant.name) === personKey(rights.name);
}

async function allowed(rights: GuestRights, change: GuestWrite): Promise<boolean> {
  const { entity, row } = change;
  switch (change.write) {
    case 'insert':
      if (GUEST_NOTES.has(entity)) return true;
      // Their own name in a voting session, to place dots under it.
      if (entity === 'participants') return personKey(String(row.name)) === personKey(rights.name);
      if (entity === 'dots') return isOwnParticipant(rights, row.participantId);
      return false;
    case 'update':
      if (GUEST_APPENDS[rights.mutation] === entity) return true;
      return GUEST_NOTES.has(entity) && wrote(rights, row);
    case 'remove':
      if (entity === 'dots')
        return wrote(rights, row) || isOwnParticipant(rights, row.participantId);
      return GUEST_NOTES.has(entity) && wrote(rights, row);
    case 'vote':
      return entity === 'ideas' && change.delta === 1;
  }
}

/** Throws the guest's refusal unless decision 0020 gives a guest this write. */
export async function refuseGuest(rights: GuestRights, change: GuestWrite): Promise<void> {
  if (!(await allowed(rights, change))) throw refusal();
}
