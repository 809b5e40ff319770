import { Navigate } from 'react-router';
import { useGuestRoomProject } from '../project-data/shared-projects';
import { AccessDenied, Checking } from './GuardStates';

/**
 * Sends a room's guest to their room's project (see Guard); 'Access denied' in the rare case
 * the device could not learn which it is (offline before it was ever read).
 */
export function ToRoomProject() {
  const projectId = useGuestRoomProject();
  if (projectId === undefined) return <Checking />;
  if (projectId === null) return <AccessDenied />;
  return <Navigate to={`/projects/${projectId}`} replace />;
}
