import {
  type AgendaStep,
  agendaStepSchema,
  type RoomControl,
  roomControlSchema,
} from '@trilha/shared';
import { roomControlId } from '@trilha/sync';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SyncContextProvider, type UserSync } from '../src/project-data/SyncProvider';
import { renderRoute } from './render';

// The run of show's test fixtures (issue 33): its records as a pull from the facilitator's
// device leaves them, and a project's routes with the device's location on screen.

export const RUN_AT = '2026-11-28T10:00:00.000Z';

/** Writes the project's control record, as a pull would. */
export function putControl(sync: UserSync, projectId: string, changes: Partial<RoomControl> = {}) {
  return sync.db.roomControls.put(
    roomControlSchema.parse({
      id: roomControlId(projectId),
      projectId,
      createdAt: RUN_AT,
      updatedAt: RUN_AT,
      ...changes,
    }),
  );
}

/** Writes agenda steps in the given order, as a pull would. */
export function putSteps(
  sync: UserSync,
  projectId: string,
  steps: Pick<AgendaStep, 'id' | 'name' | 'tool' | 'mode'>[],
) {
  return sync.db.agendaSteps.bulkPut(
    // The schema's defaults: 5 minutes, 3 dots, not anonymous.
    steps.map((step, position) =>
      agendaStepSchema.parse({
        ...step,
        projectId,
        position,
        createdAt: RUN_AT,
        updatedAt: RUN_AT,
      }),
    ),
  );
}

/** The device's location, for a test to read (`where`). */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** Renders `children` on the project page's route and a voting session's, at the project page. */
export function renderOnProjectRoutes(sync: UserSync, projectId: string, children: ReactNode) {
  const page = (
    <SyncContextProvider value={sync}>
      {children}
      <Where />
    </SyncContextProvider>
  );
  return renderRoute(
    [
      { path: '/projects/:id', element: page },
      { path: '/projects/:id/voting/:sessionId', element: page },
    ],
    `/projects/${projectId}`,
  );
}
