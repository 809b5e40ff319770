import { MAX_PUSH_MUTATIONS, SYNC_SCHEMA_VERSION } from '@trilha/sync';
import type { Page } from 'playwright-core';

// Big projects for the browser suite and the browser benchmarks, pushed as a device would
// (far faster than through the dialogs).

/** Pushes mutations as a device would, from the signed-in page (same origin, its cookie). */
export async function push(page: Page, mutations: { name: string; args: unknown }[]) {
  const clientId = crypto.randomUUID();
  for (let i = 0; i < mutations.length; i += MAX_PUSH_MUTATIONS) {
    const batch = mutations
      .slice(i, i + MAX_PUSH_MUTATIONS)
      .map((mutation, j) => ({ id: i + j + 1, ...mutation }));
    const status = await page.evaluate(
      async (body) => {
        const response = await fetch('/api/sync/push', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return `${response.status} ${(await response.text()).slice(0, 200)}`;
      },
      { clientId, schemaVersion: SYNC_SCHEMA_VERSION, mutations: batch },
    );
    if (!status.startsWith('200') || !status.includes('"rejected":[]'))
      throw new Error(`seeding push failed: ${status}`);
  }
}

/**
 * The writes of a project on phase 3 (Idear) holding `ideas` ideas and `extraRows` other
 * records; the project page opens on its ideas. The benchmarks push them over HTTP.
 */
export function ideasProjectMutations(ideas: number, extraRows = 0) {
  const projectId = crypto.randomUUID();
  const mutations: { name: string; args: Record<string, unknown> }[] = [
    { name: 'project.create', args: { id: projectId, name: `Oficina com ${ideas} ideias` } },
    { name: 'project.update', args: { id: projectId, changes: { currentPhase: 3 } } },
  ];
  for (let i = 0; i < ideas; i++) {
    mutations.push({
      name: 'idea.create',
      args: {
        id: crypto.randomUUID(),
        projectId,
        title: `Ideia ${String(i).padStart(5, '0')}`,
        description: 'Uma ideia da parede de post-its, com um pouco de texto para parecer real.',
      },
    });
  }
  // Observations: a kind of record no plan limits, so any account can hold the big project.
  for (let i = 0; i < extraRows; i++) {
    mutations.push({
      name: 'observation.create',
      args: {
        id: crypto.randomUUID(),
        projectId,
        location: 'Recepção',
        date: '2026-11-20',
        context: 'Manhã',
        behavior: `Fila ${i}`,
      },
    });
  }
  return { projectId, mutations };
}

/** A project on phase 3 (Idear) holding `ideas` ideas; returns its id. */
export async function seedIdeasProject(page: Page, ideas: number, extraRows = 0): Promise<string> {
  const { projectId, mutations } = ideasProjectMutations(ideas, extraRows);
  await push(page, mutations);
  return projectId;
}
