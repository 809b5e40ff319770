import type { FacilitationTarget } from '@trilha/shared';
import type { ReactElement } from 'react';
import { renderRoute } from '../../../../test/render';
import { workspaceTestProject } from '../../../../test/workspace-test-setup';
import { SyncContextProvider } from '../../../project-data/SyncProvider';
import { VotingSessionPage } from './VotingSessionPage';
import { VotingSessionsPanel } from './VotingSessionsPanel';

export const PROJECT = '0190c000-0000-7000-8000-0000000000a1';
/** Ids in creation order, so that items created in the same millisecond keep their order. */
export const idOf = (n: number) => `0190c000-0000-7000-8000-${String(n).padStart(12, '0')}`;

/**
 * A project for the voting screens' tests, with helpers that seed sessions, people and dots
 * through the same mutations the screens use.
 */
export function votingTestProject() {
  const project = workspaceTestProject(PROJECT);
  let next = 100;
  const newId = () => idOf(next++);
  const mutate = (name: string, args: object) => project.sync.client.mutate(name, args);

  return {
    get sync() {
      return project.sync;
    },
    mutate,
    /** Ideas (or HMW questions) with these titles, created in this order. */
    async items(titles: string[], target: FacilitationTarget = 'ideas') {
      const ids: string[] = [];
      for (const title of titles) {
        const id = newId();
        await (target === 'ideas'
          ? mutate('idea.create', { id, projectId: PROJECT, title, description: `${title}…` })
          : mutate('hmwQuestion.create', { id, projectId: PROJECT, question: title }));
        ids.push(id);
      }
      return ids;
    },
    async session(options: object = {}) {
      const id = newId();
      await mutate('votingSession.create', { id, projectId: PROJECT, title: 'Rodada', ...options });
      return id;
    },
    async participant(sessionId: string, name: string) {
      const id = newId();
      await mutate('participant.create', { id, projectId: PROJECT, sessionId, name });
      return id;
    },
    /** One dot; `placedAt` increases with each call, so arrival order is call order. */
    async dot(sessionId: string, participantId: string, itemId: string) {
      const id = newId();
      const placedAt = new Date(Date.UTC(2026, 10, 23, 10, 0, next)).toISOString();
      await mutate('dot.create', {
        id,
        projectId: PROJECT,
        sessionId,
        participantId,
        itemId,
        placedAt,
      });
      return id;
    },
    render: (element: ReactElement) => project.render(element),
    /** The panel at /projects/:id and the session page, starting at `path`. */
    renderRoutes(path: string, target: FacilitationTarget = 'ideas') {
      const within = (element: ReactElement) => (
        <SyncContextProvider value={project.sync}>{element}</SyncContextProvider>
      );
      return renderRoute(
        [
          {
            path: '/projects/:id',
            element: within(<VotingSessionsPanel projectId={PROJECT} target={target} />),
          },
          { path: '/projects/:id/voting/:sessionId', element: within(<VotingSessionPage />) },
        ],
        path,
      );
    },
  };
}

export const sessionPath = (sessionId: string) => `/projects/${PROJECT}/voting/${sessionId}`;
