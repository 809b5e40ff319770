import {
  MAX_PUSH_MUTATIONS,
  type PullResponse,
  type PushResponse,
  SYNC_SCHEMA_VERSION,
} from '@trilha/sync';
import type { HttpSession } from './http-session';

/** One write of a workshop, as a device queues it. */
export interface Write {
  name: string;
  args: Record<string, unknown>;
}

/** The i-th write of a workshop: mostly ideas and votes, some personas and observations. */
export function workshopWrite(projectId: string, i: number, ideas: string[]): Write {
  const id = crypto.randomUUID();
  if (i % 5 === 0) {
    return {
      name: 'persona.create',
      args: { id, projectId, name: `Persona ${i}`, goals: ['Menos espera'] },
    };
  }
  if (i % 5 === 1) return observationCreate(projectId, i, id);
  if (i % 5 === 2 && ideas.length > 0) {
    return { name: 'idea.vote', args: { id: ideas[i % ideas.length], delta: 1 } };
  }
  ideas.push(id);
  return ideaCreate(projectId, i, id);
}

/** A new observation (a note on the research phase's wall), the i-th. */
export function observationCreate(projectId: string, i: number, id: string): Write {
  return {
    name: 'observation.create',
    args: {
      id,
      projectId,
      location: 'Recepção',
      date: '2026-11-20',
      context: 'Manhã',
      behavior: `Fila ${i}`,
    },
  };
}

/** A new idea, the i-th. */
export function ideaCreate(projectId: string, i: number, id: string): Write {
  return {
    name: 'idea.create',
    args: { id, projectId, title: `Ideia ${i}`, description: 'Descrição' },
  };
}

/** A new project and `rows - 1` creates in it: every write is one row to pull. */
export function projectOfRows(rows: number): { projectId: string; writes: Write[] } {
  const projectId = crypto.randomUUID();
  const ideas: string[] = [];
  const writes: Write[] = [{ name: 'project.create', args: { id: projectId, name: 'Bench' } }];
  for (let i = 0; writes.length < rows; i++) {
    const write = workshopWrite(projectId, i, ideas);
    if (write.name !== 'idea.vote') writes.push(write);
  }
  return { projectId, writes };
}

/**
 * One POST /api/sync/push of a device (`clientId`), its mutations numbered from `firstId` on, as
 * the sync client numbers its queue.
 */
export function pushBatch(
  session: HttpSession,
  clientId: string,
  firstId: number,
  writes: Write[],
): Promise<PushResponse> {
  return session.call<PushResponse>('POST', '/api/sync/push', {
    clientId,
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations: writes.map((write, j) => ({ id: firstId + j, ...write })),
  });
}

/** Pushes writes in batches as one device; returns how many the server refused. */
export async function pushWrites(session: HttpSession, writes: Write[]): Promise<number> {
  const clientId = crypto.randomUUID();
  let rejected = 0;
  for (let i = 0; i < writes.length; i += MAX_PUSH_MUTATIONS) {
    const batch = writes.slice(i, i + MAX_PUSH_MUTATIONS);
    rejected += (await pushBatch(session, clientId, i + 1, batch)).rejected.length;
  }
  return rejected;
}

/**
 * A device's pull over HTTP from `cursor` on, page by page until nothing more waits; each page
 * is handed to `onPage` as it arrives. Returns the new cursor and how many pages it took.
 */
export async function pullSince(
  session: HttpSession,
  cursor: string,
  onPage: (page: PullResponse) => void,
): Promise<{ cursor: string; pages: number }> {
  let pages = 0;
  for (;;) {
    const params = new URLSearchParams({ schemaVersion: String(SYNC_SCHEMA_VERSION) });
    if (cursor) params.set('cursor', cursor);
    const page = await session.call<PullResponse>('GET', `/api/sync/pull?${params}`);
    onPage(page);
    pages += 1;
    cursor = page.cursor;
    if (!page.hasMore) return { cursor, pages };
  }
}

/** A new device's first pull over HTTP, page by page: rows, pages and seconds. */
export async function timeFirstPull(session: HttpSession) {
  const start = performance.now();
  let rows = 0;
  const { pages } = await pullSince(session, '', (page) => {
    rows += page.changes.length;
  });
  return { rows, pages, seconds: (performance.now() - start) / 1000 };
}

export const perSecond = (count: number, seconds: number) =>
  `${Math.round(count / seconds).toLocaleString('en-US')}/s`;
