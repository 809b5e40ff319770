import { pageDataFor } from '../prerender/page-data';
import { drawnRowsOf } from '../project-data/drawn-project';
import { preloadSignedInHeader } from './header/Header';
import { LibraryPage, ProjectPage } from './router';

/**
 * The code of everything a page drawn by the server shows, asked for at once, beside the app's
 * script, rather than level by level as hydration reaches each part: the signed-in header's
 * menus, and the screen with its data — the library, or a project's page and its current
 * phase's tools. Hydrating starts once they are here, so no part of a drawn page waits for its
 * code mid-way (see lazyWithPreload for why it must not). The build's pages need nothing more
 * than the entry.
 */
export async function drawnScreenCode(): Promise<void> {
  const loads: Promise<unknown>[] = [];
  if (pageDataFor('signedInAs')) loads.push(preloadSignedInHeader());
  if (pageDataFor('articles')) loads.push(LibraryPage.preload());
  const project = pageDataFor('project');
  if (project) {
    loads.push(ProjectPage.preload());
    const [row] = drawnRowsOf('projects', project.id) ?? [];
    // The phase views' table is asked for here, not imported: every page's entry would carry it.
    if (row) {
      loads.push(
        import('../pages/project/PhaseToolPanel').then((panel) =>
          panel.preloadPhaseView(row.currentPhase),
        ),
      );
    }
  }
  try {
    await Promise.all(loads);
  } catch (error) {
    // Hydrating goes on: a part without its code is drawn once the code comes.
    console.warn('could not load the code of the drawn page', error);
  }
}
