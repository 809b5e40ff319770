import { v7 as uuidv7 } from 'uuid';
import type { Queryable } from '../db/connect';

/** SQL of rooms and their guests (docs/decisions/0020). The rules are in routes.ts. */

export interface RoomRow {
  id: string;
  projectId: string;
  code: string;
  createdAt: Date;
  expiresAt: Date;
  closedAt: Date | null;
}

const ROOM_COLUMNS = ['id', 'projectId', 'code', 'createdAt', 'expiresAt', 'closedAt'] as const;

/** How long a guest's account outlives their last room (their records keep their name). */
export const GUEST_ACCOUNT_DAYS_AFTER_ROOM = 30;

/**
 * Closes the rooms whose time has passed, as of when they expired, and ends their guests'
 * sessions (those expired with the room already; this only tidies). Run before a room is
 * opened, so an expired room holds neither its code nor its project. Also lets go of guest
 * accounts whose every room closed GUEST_ACCOUNT_DAYS_AFTER_ROOM days ago or was deleted:
 * nobody can sign in to them, and what they wrote carries its author's name by itself
 * (author_name; author_id has no foreign key), so they are only rows.
 */
export async function closeExpiredRooms(sql: Queryable): Promise<void> {
  await sql`
    UPDATE rooms SET closed_at = expires_at WHERE closed_at IS NULL AND expires_at <= now()`;
  await sql`
    DELETE FROM users u WHERE u.role = 'guest' AND NOT EXISTS (
      SELECT 1 FROM room_guests g JOIN rooms r ON r.id = g.room_id
      WHERE g.user_id = u.id AND (r.closed_at IS NULL
        OR r.closed_at > now() - make_interval(days => ${GUEST_ACCOUNT_DAYS_AFTER_ROOM})))`;
}

/** The project's room that is still open (not closed, not expired). */
export async function findOpenRoom(
  sql: Queryable,
  projectId: string,
): Promise<RoomRow | undefined> {
  const [row] = await sql<RoomRow[]>`
    SELECT ${sql(ROOM_COLUMNS)} FROM rooms
    WHERE project_id = ${projectId} AND closed_at IS NULL AND expires_at > now()`;
  return row;
}

/** A room by its code, with its project's name: the open one, else the last one closed. */
export async function findRoomByCode(
  sql: Queryable,
  code: string,
): Promise<(RoomRow & { projectName: string; ownerId: string }) | undefined> {
  const [row] = await sql<(RoomRow & { projectName: string; ownerId: string })[]>`
    SELECT ${sql(ROOM_COLUMNS.map((column) => `r.${column}`))}, p.name AS project_name,
           p.owner_id
    FROM rooms r JOIN projects p ON p.id = r.project_id
    WHERE r.code = ${code} AND p.deleted_at IS NULL
    ORDER BY r.closed_at IS NULL DESC, r.created_at DESC
    LIMIT 1`;
  return row;
}

/** Inserts a room; undefined when its code is taken by an open room (draw another). */
export async function insertRoom(
  sql: Queryable,
  room: { projectId: string; code: string; createdBy: string; expiresAt: Date },
): Promise<RoomRow | undefined> {
  const [row] = await sql<RoomRow[]>`
    INSERT INTO rooms ${sql({ id: uuidv7(), ...room })}
    ON CONFLICT (code) WHERE closed_at IS NULL DO NOTHING
    RETURNING ${sql(ROOM_COLUMNS)}`;
  return row;
}

export async function listRoomGuests(
  sql: Queryable,
  roomId: string,
): Promise<{ id: string; name: string; joinedAt: Date }[]> {
  return sql<{ id: string; name: string; joinedAt: Date }[]>`
    SELECT u.id, u.name, g.joined_at FROM room_guests g JOIN users u ON u.id = g.user_id
    WHERE g.room_id = ${roomId} ORDER BY g.joined_at, u.id`;
}

export async function countRoomGuests(sql: Queryable, roomId: string): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    SELECT count(*)::int AS count FROM room_guests WHERE room_id = ${roomId}`;
  return row?.count ?? 0;
}

/** Makes the guest: an account with no usable password, a member of the room's project. */
export async function insertGuest(
  sql: Queryable,
  room: Pick<RoomRow, 'id' | 'projectId'>,
  name: string,
): Promise<string> {
  const id = uuidv7();
  await sql`
    INSERT INTO users (id, username, email, name, password_hash, role)
    VALUES (${id}, ${`guest-${id}`}, NULL, ${name}, ${UNUSABLE_PASSWORD_HASH}, 'guest')`;
  await sql`
    INSERT INTO project_members (project_id, user_id, role)
    VALUES (${room.projectId}, ${id}, 'guest')`;
  await sql`INSERT INTO room_guests (room_id, user_id) VALUES (${room.id}, ${id})`;
  return id;
}

/** Not an argon2 hash: no password verifies against it (sign-in refuses guests before anyway). */
export const UNUSABLE_PASSWORD_HASH = '!guest';

/** Closes the room and ends its guests' sessions; their accounts and records stay. */
export async function closeRoom(sql: Queryable, roomId: string): Promise<void> {
  await sql`UPDATE rooms SET closed_at = now() WHERE id = ${roomId} AND closed_at IS NULL`;
  await sql`
    DELETE FROM sessions WHERE user_id IN (SELECT user_id FROM room_guests WHERE room_id = ${roomId})`;
}
