import {
  idSchema,
  isFacilitator,
  type MessageLike,
  message,
  personKey,
  type RoomControl,
  toolsOfWrite,
} from '@trilha/shared';
import {
  type AnyRow,
  MutationRejected,
  type MutationTransaction,
  roomControlId,
  type SyncedEntity,
} from '@trilha/sync';

/**
 * Who runs the room (issue 33, docs/decisions/0029), checked by ProjectWriteAccess before each
 * write of a mutation, for REST and both sync push paths alike, after the viewer's and the
 * guest's rules. The facilitators are the project's owner and the editors the owner named in
 * its control record (isFacilitator). Everyone else:
 * - changes neither the agenda nor the control record (nor advances or locks);
 * - neither reveals a silent round, ends or times a vote, nor hides a note;
 * - writes nothing to a locked project but comments and their own time, and nothing that
 *   touches a locked tool (toolsOfWrite).
 * Only the owner names facilitators. A guest signs a note with no pen holder but themselves.
 * A write queued offline before a lock and pushed after is judged when it arrives: refused,
 * and kept on its device for the person to read, as a dot pushed after a reveal.
 */

/** Mutations that only facilitators run, refused even where they would change nothing. */
const FACILITATOR_MUTATIONS: ReadonlySet<string> = new Set(['agenda.advance', 'roomControl.lock']);
/** Records only facilitators write. */
const FACILITATOR_ENTITIES: ReadonlySet<SyncedEntity> = new Set(['agendaSteps', 'roomControls']);
/** What a locked project still takes from everyone: feedback and each person's own time. */
const OUTSIDE_PROJECT_LOCK: ReadonlySet<SyncedEntity> = new Set(['comments', 'timeSpent']);
/** The notes a facilitator hides and a shared tablet's pen holder signs. */
const NOTES: ReadonlySet<SyncedEntity> = new Set(['ideas', 'hmwQuestions']);

/** One write as the guard sees it: for an update, the fields it changes. */
export interface FacilitatorWrite {
  write: 'insert' | 'update' | 'remove' | 'vote';
  entity: SyncedEntity;
  projectId: string;
  /** The row inserted, or an update's changes; nothing for a delete or a vote. */
  fields: Readonly<Record<string, unknown>>;
  /** Reads the record as it is before an update (only when a rule needs to compare). */
  before?: () => Promise<AnyRow | undefined>;
}

interface Room {
  /** Undefined when the project cannot be read (the mutator refuses it as missing). */
  ownerId: string | undefined;
  control: RoomControl | undefined;
}

const refuse = (kind: 'forbidden' | 'conflict', refusal: MessageLike) =>
  new MutationRejected(kind, refusal);

export class FacilitatorRights {
  /** The owner and control record of each project, read once per mutation. */
  private readonly rooms = new Map<string, Promise<Room>>();

  constructor(
    private readonly read: Pick<MutationTransaction, 'get' | 'userId'>,
    /** The guest's name when the user is a room's guest, for the notes they sign. */
    private readonly guestName: (projectId: string) => string | undefined,
  ) {}

  private room(projectId: string): Promise<Room> {
    let room = this.rooms.get(projectId);
    if (!room) {
      room = (async () => {
        const ownerId = (await this.read.get('projects', projectId))?.ownerId;
        // The owner facilitates and is locked out of nothing: their writes need no control read.
        if (ownerId === this.read.userId) return { ownerId, control: undefined };
        const control = await this.read.get('roomControls', roomControlId(projectId));
        return { ownerId, control };
      })();
      this.rooms.set(projectId, room);
    }
    return room;
  }

  private async facilitates(projectId: string): Promise<{ room: Room; facilitator: boolean }> {
    const room = await this.room(projectId);
    return { room, facilitator: isFacilitator(room.ownerId, room.control, this.read.userId) };
  }

  /** Before a mutation runs: refuses a facilitator's mutation to anyone else. */
  async checkMutation(name: string, args: unknown): Promise<void> {
    if (!FACILITATOR_MUTATIONS.has(name)) return;
    const projectId = (args as { projectId?: unknown } | null)?.projectId;
    // Arguments that are not even an id are the mutator's to refuse (and no query's to read).
    if (!idSchema.safeParse(projectId).success) return;
    const { room, facilitator } = await this.facilitates(projectId as string);
    if (room.ownerId !== undefined && !facilitator)
      throw refuse('forbidden', 'room.facilitator_only');
  }

  /** Before one write: throws the refusal of the first rule it breaks. */
  async checkWrite(write: FacilitatorWrite): Promise<void> {
    const { entity, projectId, fields } = write;
    const { room, facilitator } = await this.facilitates(projectId);
    if (entity === 'roomControls' && (await this.namesFacilitators(write))) {
      if (this.read.userId !== room.ownerId)
        throw refuse('forbidden', 'room.owner_only_facilitators');
    }
    await this.checkPenHolder(write);
    if (facilitator) return;
    if (FACILITATOR_ENTITIES.has(entity) || (await this.endsOrHides(write)))
      throw refuse('forbidden', 'room.facilitator_only');
    const control = room.control;
    if (!control) return;
    if (control.locked && !OUTSIDE_PROJECT_LOCK.has(entity))
      throw refuse('conflict', 'room.project_locked');
    const changed = write.write === 'update' ? Object.keys(fields) : [];
    const tool = toolsOfWrite(entity, changed).find((each) => control.lockedTools.includes(each));
    if (tool) throw refuse('conflict', message('room.tool_locked', { tool }));
  }

  /** Whether the write changes a field from what the record holds (an insert: sets it at all). */
  private async changes(write: FacilitatorWrite, field: string): Promise<boolean> {
    if (!Object.hasOwn(write.fields, field)) return false;
    const value = write.fields[field];
    if (write.write === 'insert') return value !== null && value !== undefined;
    const before = await write.before?.();
    return JSON.stringify(before?.[field] ?? null) !== JSON.stringify(value ?? null);
  }

  private namesFacilitators(write: FacilitatorWrite): Promise<boolean> {
    if (write.write === 'insert') {
      const ids = write.fields.facilitatorIds;
      return Promise.resolve(Array.isArray(ids) && ids.length > 0);
    }
    return this.changes(write, 'facilitatorIds');
  }

  /** A round revealed, a vote's status or end changed, a note hidden or shown again. */
  private async endsOrHides(write: FacilitatorWrite): Promise<boolean> {
    const { entity, fields } = write;
    if (entity === 'silentRounds')
      return fields.status === 'revealed' && (await this.changes(write, 'status'));
    if (entity === 'votingSessions')
      return (
        write.write === 'update' &&
        ((await this.changes(write, 'status')) || (await this.changes(write, 'endsAt')))
      );
    return NOTES.has(entity) && this.changes(write, 'hiddenAt');
  }

  /** A guest's note names no pen holder but the guest (decision 0020: a guest signs as themselves). */
  private async checkPenHolder(write: FacilitatorWrite): Promise<void> {
    const guest = this.guestName(write.projectId);
    if (guest === undefined || !NOTES.has(write.entity)) return;
    const writer = write.fields.writerName;
    if (typeof writer === 'string' && writer.trim() && personKey(writer) !== personKey(guest))
      throw refuse('forbidden', 'room.guest_cannot_change');
  }
}
