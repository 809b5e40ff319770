import { pageDataFor } from '../prerender/page-data';
import { drawnRowsOf } from '../project-data/drawn-project';
import { ProjectPage } from './router';

/**
 * The code of the screens a page drawn by the server shows, asked for at once, beside the app's
 * script, rather than level by level as hydration reaches each one: a project's page and its
 * current phase's tools. Hydrating starts once they are here (see lazyWithPreload for why a
 * part must not wait for its code mid-way). Other pages need nothing more than the entry.
 */
export async function drawnScreenCode(): Promise<void> {
  const project = pageDataFor('project');
  if (!project) return;
  const [row] = drawnRowsOf('projects', project.id) ?? [];
  try {
    // The phase views' table is asked for here, not imported: every page's entry would carry it.
    const phaseView = row
      ? import('../pages/project/PhaseToolPanel').then((panel) =>
          panel.preloadPhaseView(row.currentPhase),
        )
      : undefined;
    await Promise.all([ProjectPage.preload(), phaseView]);
  } catch (error) {
    // Hydrating goes on: a part without its code is drawn once the code comes.
    console.warn('could not load the code of the drawn page', error);
  }
}
