import { createContext, type ReactNode, useContext } from 'react';
import { useProjectRole } from './shared-projects';

/** Outside a project's screens, and for its owner and editors: true. */
const CanEditContext = createContext(true);

/**
 * Tells a project's screens whether their user may change it. A viewer may not: the server
 * refuses their changes (with the reason, kept in the sync's refusals), so the screens do not
 * offer them — no 'Novo …' buttons, no edit or delete icons, no votes, no quick capture — and
 * the page's notice says why (ViewerNotice). Looking around stays open: tabs, phases, the
 * presenter, exports.
 */
export function ProjectAccess(props: { projectId: string; children: ReactNode }) {
  const role = useProjectRole(props.projectId);
  return (
    <CanEditContext.Provider value={role !== 'viewer'}>{props.children}</CanEditContext.Provider>
  );
}

/** Whether the user may change the project on screen (see ProjectAccess). */
export function useCanEdit(): boolean {
  return useContext(CanEditContext);
}
