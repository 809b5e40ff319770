import { lazy, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../lib/auth-store';
import { AccessDenied, Checking } from './GuardStates';

// Only a room's guest goes there: its code stays out of everyone else's download.
const ToRoomProject = lazy(async () => ({
  default: (await import('./ToRoomProject')).ToRoomProject,
}));

export interface GuardProps {
  children: ReactNode;
  requireAdmin?: boolean;
  fallback?: ReactNode;
  /** A screen of a project (its page, the presenter, a vote): a room's guest's too. */
  guests?: boolean;
  /** A public screen (pricing, the home page): shown to visitors and while the session is checked. */
  visitors?: boolean;
}

/**
 * Protects a screen: 'Loading...' while the session is checked, 'Access denied' (or the given
 * fallback) for visitors, and 'Access denied' for non-administrators on admin screens. A
 * visitor whose room was closed (a guest's session ended) is sent to /login, which says so.
 *
 * A room's guest (docs/decisions/0020) is an account of one project: every screen not marked
 * `guests` (the dashboard, the AI mentor, the profile, plans and billing, the projects list,
 * administration, invitations) sends them to their room's project, whose screens are theirs;
 * typed into the address bar, those would only show the server's refusals.
 */
export function Guard(props: GuardProps) {
  const { isLoading, isAuthenticated, user, roomClosed } = useAuth();
  if (user?.role === 'guest' && !props.guests) return <ToRoomProject />;
  if (props.visitors) return <>{props.children}</>;
  if (isLoading) return <Checking />;
  if (!isAuthenticated) {
    if (roomClosed) return <Navigate to="/login" replace />;
    return <>{props.fallback ?? <AccessDenied />}</>;
  }
  if (props.requireAdmin && user?.role !== 'admin') return <AccessDenied />;
  return <>{props.children}</>;
}
