import { render, screen } from '@testing-library/react';
import type { PullResponse } from '@trilha/sync';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestUserSync } from '../../test/user-sync';
import { setPageData } from '../prerender/page-data';
import { ProjectAccess, useCanEdit } from './project-access';
import { useRecords } from './records';
import { SyncContextProvider, type UserSync } from './SyncProvider';
import { useProjectSummary } from './useProjects';

// A project's page drawn by the server (decision 0015; docs/perf-log.md, issue 12 tenth part):
// its screens start from the rows it was drawn with, and read the device's database once open.

const PROJECT = '0190c000-0000-7000-8000-0000000000a1';
const OTHER = '0190c000-0000-7000-8000-0000000000a2';
const AT = '2026-11-26T10:00:00.000Z';
const project = {
  id: PROJECT,
  ownerId: '0190c000-0000-7000-8000-000000000001',
  name: 'Oficina',
  description: '',
  status: 'in_progress',
  currentPhase: 3,
  createdAt: AT,
  updatedAt: AT,
};
const idea = (n: number, createdAt = AT) => ({
  id: `0190c000-0000-7000-8000-0000000000b${n}`,
  projectId: PROJECT,
  title: `Ideia ${n}`,
  description: 'Uma ideia',
  category: '',
  feasibility: null,
  impact: null,
  status: 'idea',
  votes: 0,
  createdAt,
  updatedAt: createdAt,
});
const pull: PullResponse = {
  cursor: 'drawn',
  hasMore: false,
  removedProjects: [],
  lastMutationId: 0,
  rejected: [],
  changes: [
    { entity: 'projects', row: project },
    { entity: 'ideas', row: idea(1) },
    { entity: 'ideas', row: idea(2, '2026-11-26T11:00:00.000Z') },
    { entity: 'ideas', id: idea(3).id, projectId: PROJECT, deleted: true },
  ],
};

function Probe({ projectId }: { projectId: string }) {
  const summary = useProjectSummary(projectId);
  const ideas = useRecords('ideas', projectId);
  const drawn = summary && `${summary.name}: ${summary.toolCounts.ideas} ideias`;
  return <p>{`${drawn ?? 'loading'} / ${ideas.rows?.map((row) => row.title).join(', ')}`}</p>;
}

const probe = (sync: UserSync | null, projectId = PROJECT) => (
  <SyncContextProvider value={sync}>
    <Probe projectId={projectId} />
  </SyncContextProvider>
);

afterEach(() => setPageData({}));

function CanEdit() {
  return <p>{useCanEdit() ? 'may edit' : 'reads only'}</p>;
}

describe('a project drawn by the server', () => {
  it('is drawn from the rows of its page, deletions left out; any other project is loading', () => {
    setPageData({ project: { id: PROJECT, role: 'owner', pull } });
    expect(renderToString(probe(null))).toContain('Oficina: 2 ideias / Ideia 2, Ideia 1');
    expect(renderToString(probe(null, OTHER))).toContain('loading / undefined');
  });

  it('starts from those rows in the browser until the database is open, then reads the database', async () => {
    setPageData({ project: { id: PROJECT, role: 'owner', pull } });
    const view = render(probe(null));
    expect(view.container.textContent).toBe('Oficina: 2 ideias / Ideia 2, Ideia 1');

    const sync = createTestUserSync();
    try {
      expect(await sync.client.takeDrawnPull(pull)).toBe(true);
      await sync.client.mutate('idea.update', { id: idea(1).id, changes: { title: 'Renomeada' } });
      view.rerender(probe(sync));
      await screen.findByText('Oficina: 2 ideias / Ideia 2, Renomeada');
    } finally {
      sync.db.close();
    }
  });
});

describe('a project drawn for one of its viewers', () => {
  it('is drawn read-only, as the device will show it once it knows the role', () => {
    setPageData({ project: { id: PROJECT, role: 'viewer', pull } });
    const access = (projectId: string) =>
      renderToString(
        <ProjectAccess projectId={projectId}>
          <CanEdit />
        </ProjectAccess>,
      );
    expect(access(PROJECT)).toContain('reads only');
    expect(
      render(
        <ProjectAccess projectId={PROJECT}>
          <CanEdit />
        </ProjectAccess>,
      ).container.textContent,
    ).toBe('reads only');
    expect(access(OTHER)).toContain('may edit');
  });
});
