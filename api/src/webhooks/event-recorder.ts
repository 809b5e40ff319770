import { type FacilitationTarget, tallyDots } from '@trilha/shared';
import type postgres from 'postgres';
import { v7 as uuidv7 } from 'uuid';
import type { Queryable } from '../db/connect';
import type { MutationLog } from '../upstream/outbox';
import { tableOf } from '../workspace/tables';
import { type EventDraft, eventsOf } from './events';

/** What a receiver gets: the same bytes on every try. */
export interface WebhookBody {
  id: string;
  type: string;
  createdAt: string;
  data: Record<string, unknown>;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A revealed session's ranking, counted by the rule every device uses (shared/src/dot-tally.ts)
 * on the rows the reveal's transaction sees: every item of its target, most dots first.
 */
async function rankingOf(tx: Queryable, sessionId: string) {
  const [session] = await tx<
    {
      projectId: string;
      title: string;
      target: FacilitationTarget;
      budget: number;
      allowStacking: boolean;
      endsAt: Date | null;
    }[]
  >`
    SELECT project_id, title, target, budget, allow_stacking, ends_at FROM voting_sessions
    WHERE id = ${sessionId}`;
  if (!session) return undefined;
  const [participants, dots, items] = await Promise.all([
    tx<{ id: string; name: string }[]>`
      SELECT id, name FROM participants WHERE session_id = ${sessionId} AND deleted_at IS NULL`,
    tx<{ id: string; participantId: string; itemId: string; createdAt: Date; placedAt: Date }[]>`
      SELECT id, participant_id, item_id, created_at, placed_at FROM dots
      WHERE session_id = ${sessionId} AND deleted_at IS NULL`,
    tx<{ id: string }[]>`
      SELECT id FROM ${tx(tableOf(session.target))}
      WHERE project_id = ${session.projectId} AND deleted_at IS NULL ORDER BY created_at, id`,
  ]);
  const tally = tallyDots({
    // A timed vote's late dots do not count here either (docs/decisions/0029).
    session: { ...session, endsAt: session.endsAt && iso(session.endsAt) },
    participants,
    dots: dots.map((dot) => ({
      ...dot,
      projectId: session.projectId,
      sessionId,
      createdAt: iso(dot.createdAt),
      placedAt: iso(dot.placedAt),
      updatedAt: iso(dot.createdAt),
      authorName: '',
    })),
    itemIds: items.map((item) => item.id),
  });
  return { title: session.title, target: session.target, ranking: tally.ranking };
}

/** The draft with what only the database knows filled in (a revealed vote's ranking). */
async function completed(tx: Queryable, draft: EventDraft): Promise<EventDraft> {
  if (draft.type !== 'voting.revealed') return draft;
  const result = await rankingOf(tx, String(draft.data.sessionId));
  return { ...draft, data: { ...draft.data, ...result } };
}

/** The event types some active endpoint listens to (read in the write's own transaction). */
async function readWantedTypes(tx: Queryable): Promise<Set<string>> {
  const rows = await tx<{ type: string }[]>`
    SELECT DISTINCT unnest(events) AS type FROM webhook_endpoints WHERE status = 'active'`;
  return new Set(rows.map((row) => row.type));
}

/** Each transaction's read of the wanted types, when `prepare` started it. */
const preparedTypes = new WeakMap<Queryable, Promise<Set<string>>>();

function wantedTypes(tx: Queryable): Promise<Set<string>> {
  const prepared = preparedTypes.get(tx);
  preparedTypes.delete(tx);
  return prepared ?? readWantedTypes(tx);
}

/**
 * The webhooks' consumer of the mutation log (decision 0027): turns what a write applied into
 * events and queues one delivery per event and endpoint that wants it, in the write's own
 * transaction, so an event exists if and only if its write committed. An endpoint wants an
 * event when it is active, lists its type, is not bound to another project, and belongs to
 * someone who can see the project (its owner or a member; a room's guests have no webhooks).
 */
export const webhookEventLog: MutationLog = {
  prepare(tx) {
    const read = readWantedTypes(tx);
    // Read by `append`; a write that fails before it leaves the read unawaited, not unhandled.
    read.catch(() => {});
    preparedTypes.set(tx, read);
  },
  async append(tx, applied) {
    const all = applied.flatMap(eventsOf);
    if (all.length === 0) return;
    // Most servers have no endpoint, or none for most types: one small read spares every other
    // write batch the events' bodies and a revealed vote's ranking (three reads) for nobody.
    const wanted = await wantedTypes(tx);
    const drafts = all.filter((draft) => wanted.has(draft.type));
    if (drafts.length === 0) return;
    const createdAt = new Date().toISOString();
    const events = await Promise.all(
      drafts.map(async (draft, order) => {
        const { type, projectId, data } = await completed(tx, draft);
        const body: WebhookBody = { id: uuidv7(), type, createdAt, data };
        return {
          order,
          event_id: body.id,
          type,
          project_id: projectId,
          body: JSON.stringify(body),
        };
      }),
    );
    await tx`
      INSERT INTO webhook_deliveries (id, endpoint_id, event_id, event_type, body)
      SELECT gen_random_uuid(), e.id, ev.event_id, ev.type, ev.body
      FROM jsonb_to_recordset(${tx.json(events as unknown as postgres.JSONValue)}) AS ev(
        "order" int, event_id uuid, type text, project_id uuid, body text)
      JOIN projects p ON p.id = ev.project_id
      JOIN webhook_endpoints e ON e.status = 'active' AND ev.type = ANY (e.events)
        AND (e.project_id IS NULL OR e.project_id = ev.project_id)
        AND (e.account_id = p.owner_id OR EXISTS (
          SELECT 1 FROM project_members m
          WHERE m.project_id = p.id AND m.user_id = e.account_id AND m.role <> 'guest'))
      ORDER BY ev."order", e.id`;
  },
};
