import type { Room, RoomDetails, RoomPreview, User } from '@trilha/shared';
import { useCallback, useEffect, useState } from 'react';
import { apiDelete, apiGet, apiPost, HttpError } from '../lib/api';

/**
 * A project's room (issue 31, docs/decisions/0020): the calls of the API, and the room as the
 * project page's panel and the presenter show it. A room needs a connection to the server that
 * serves it (the cloud, or the facilitator's laptop).
 */

const roomPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/room`;
const codePath = (code: string) => `/api/rooms/${encodeURIComponent(code)}`;

export const openRoom = (projectId: string) => apiPost<Room>(roomPath(projectId));
export const closeRoom = (projectId: string) => apiDelete<null>(roomPath(projectId));
export const previewRoom = (code: string) => apiGet<RoomPreview>(codePath(code));
export const joinRoom = (code: string, name: string) =>
  apiPost<{ user: User; projectId: string }>(`${codePath(code)}/join`, { name });

/** The project's open room with its guests, or null when it has none (404). */
export async function fetchRoom(projectId: string): Promise<RoomDetails | null> {
  try {
    return await apiGet<RoomDetails>(roomPath(projectId));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** How often an open room's guests are read again while someone looks at them. */
export const ROOM_REFRESH_MS = 4000;

export interface ProjectRoom {
  /** undefined while first read; null: no open room. */
  room: RoomDetails | null | undefined;
  /** The last read failed (offline, server away): what was read before stays. */
  failed: boolean;
  /** Reads the room again now (after opening or closing it). */
  refresh(): Promise<void>;
}

/**
 * The project's room, read when `active` turns true and again every few seconds while it
 * stays so (the guests who joined), until it turns false.
 */
export function useProjectRoom(
  projectId: string,
  active = true,
  everyMs = ROOM_REFRESH_MS,
): ProjectRoom {
  const [room, setRoom] = useState<RoomDetails | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(async () => {
    try {
      setRoom(await fetchRoom(projectId));
      setFailed(false);
    } catch (error) {
      console.warn('room read failed', error);
      setFailed(true);
    }
  }, [projectId]);
  useEffect(() => {
    if (!active) return;
    void refresh();
    const timer = setInterval(() => void refresh(), everyMs);
    return () => clearInterval(timer);
  }, [active, refresh, everyMs]);
  return { room, failed, refresh };
}
