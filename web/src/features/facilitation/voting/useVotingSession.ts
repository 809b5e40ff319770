import { type HmwQuestion, type Idea, newestFirst, type VotingSession } from '@trilha/shared';
import type { TrilhaDatabase } from '@trilha/sync/client';
import { useMemo } from 'react';
import { drawnRowsOf } from '../../../project-data/drawn-project';
import {
  type SessionRows,
  sessionDataOf,
  type VotingSessionData,
} from '../../../project-data/room/voting-session-data';
import { nothingDrawn, useLocalQuery } from '../../../project-data/useLocalQuery';

export type { VotingSessionData } from '../../../project-data/room/voting-session-data';

async function readSessionRows(db: TrilhaDatabase, sessionId: string): Promise<SessionRows | null> {
  const session = await db.votingSessions.get(sessionId);
  if (!session) return null;
  const [participants, dots, items] = await Promise.all([
    db.participants.where('sessionId').equals(sessionId).toArray(),
    db.dots.where('sessionId').equals(sessionId).toArray(),
    db.entityTable(session.target).where('projectId').equals(session.projectId).toArray(),
  ]);
  return { session, participants, dots, items: items as unknown as (Idea | HmwQuestion)[] };
}

/** The session as it is in the database right now (a check just before a write). */
export async function readVotingSession(
  db: TrilhaDatabase,
  sessionId: string,
): Promise<VotingSessionData | null> {
  const rows = await readSessionRows(db, sessionId);
  return rows && sessionDataOf(rows);
}

/**
 * A voting session with its people, dots and items, live; `undefined` while reading, `null`
 * when this device does not have the session (deleted, or not synced here yet).
 */
export function useVotingSession(sessionId: string): VotingSessionData | null | undefined {
  const rows = useLocalQuery((db) => readSessionRows(db, sessionId), nothingDrawn, [sessionId]);
  return useMemo(() => (rows ? sessionDataOf(rows) : rows), [rows]);
}

/** The sessions of one tool of a project, newest first (undefined while reading). */
export function useVotingSessions(
  projectId: string,
  target: VotingSession['target'],
): VotingSession[] | undefined {
  const ofTarget = (sessions: VotingSession[]) =>
    sessions.filter((session) => session.target === target).sort(newestFirst);
  return useLocalQuery(async (db) =>
    ofTarget(await db.votingSessions.where('projectId').equals(projectId).toArray()), () => {
    const drawn = drawnRowsOf('votingSessions', projectId);
    return drawn && ofTarget(drawn);
  }, [projectId, target]);
}
