import type { WebhookEventType } from '@trilha/shared';
import { CHILD_ENTITIES, CHILD_ENTITY_NAMES, type ChildEntity } from '@trilha/sync';
import type { AppliedMutation } from '../sharing/write-access';

/**
 * What a webhook is told, before it has an id and a time: its type, the project it happened in,
 * and its data. A revealed vote's ranking is read afterwards (event-recorder.ts), from the
 * database the reveal wrote.
 */
export interface EventDraft {
  type: WebhookEventType;
  projectId: string;
  data: Record<string, unknown>;
}

/** The record kind of each mutation prefix ('idea' → ideas), for record.* events. */
const ENTITY_OF_PREFIX = new Map<string, ChildEntity>(
  CHILD_ENTITY_NAMES.map((entity) => [CHILD_ENTITIES[entity].mutation, entity]),
);

/**
 * Mutations whose event is not the generic record.*: the comments (synced records built apart,
 * issue 32) have an event of their own.
 */
const OWN_EVENT: Readonly<Record<string, WebhookEventType>> = {
  'comment.create': 'comment.created',
};

const RECORD_EVENT_OF_VERB: Readonly<Record<string, WebhookEventType>> = {
  create: 'record.created',
  delete: 'record.deleted',
};

const argsOf = (mutation: AppliedMutation) => (mutation.args ?? {}) as Record<string, unknown>;
const changesOf = (mutation: AppliedMutation) =>
  (argsOf(mutation).changes ?? {}) as Record<string, unknown>;

/** The id the mutation acted on: its argument, or else the first record it wrote. */
function recordIdOf(mutation: AppliedMutation, entity: string): string | undefined {
  const id = argsOf(mutation).id;
  if (typeof id === 'string') return id;
  const touched = mutation.touched.find((entry) => entry.startsWith(`${entity}:`));
  return touched?.slice(entity.length + 1);
}

/**
 * The events one applied mutation makes (decision 0027): a project created or completed, a
 * record created, changed or deleted (its kind and id), a vote revealed, a comment. Every write,
 * REST or sync, passes here, since both go through ProjectWriteAccess.run.
 */
export function eventsOf(mutation: AppliedMutation): EventDraft[] {
  const { projectId, name } = mutation;
  const own = OWN_EVENT[name];
  if (own)
    return [{ type: own, projectId, data: { projectId, id: recordIdOf(mutation, 'comments') } }];
  if (name === 'project.create') {
    return [
      { type: 'project.created', projectId, data: { projectId, name: argsOf(mutation).name } },
    ];
  }
  if (name === 'project.update') {
    return changesOf(mutation).status === 'completed'
      ? [{ type: 'project.completed', projectId, data: { projectId } }]
      : [];
  }
  const [prefix = '', verb = ''] = name.split('.');
  const entity = ENTITY_OF_PREFIX.get(prefix);
  if (!entity) return [];
  const id = recordIdOf(mutation, entity);
  const events: EventDraft[] = [
    {
      type: RECORD_EVENT_OF_VERB[verb] ?? 'record.updated',
      projectId,
      data: { projectId, type: entity, id },
    },
  ];
  if (name === 'votingSession.update' && changesOf(mutation).status === 'revealed') {
    events.push({ type: 'voting.revealed', projectId, data: { projectId, sessionId: id } });
  }
  return events;
}
