import {
  allowsOneMore,
  isRoomCode,
  joinRoomSchema,
  message,
  normalizeRoomCode,
  PLAN_LIMIT_CODE,
  planLimitMessage,
  type Room,
  type RoomDetails,
  type RoomPreview,
} from '@trilha/shared';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env';
import { writeSessionCookie } from '../auth/session-cookie';
import { currentUser, requireUser } from '../auth/session-middleware';
import { createSessionUntil } from '../auth/sessions';
import { limitingPlanOf } from '../billing/current-plan';
import type { Queryable } from '../db/connect';
import { inTransaction } from '../db/transaction';
import { ApiError, forbidden, notFound } from '../http/errors';
import { clientAddress, isSecureContext } from '../http/request-info';
import { validate } from '../http/validation';
import { pokeProjects } from '../live/pokes';
import type { RateRule } from '../rate-limit/rate-limiter';
import { findProjectAccess } from '../sharing/repository';
import { findUserById } from '../users/repository';
import {
  closeExpiredRooms,
  closeRoom,
  countRoomGuests,
  findOpenRoom,
  findRoomByCode,
  insertGuest,
  insertRoom,
  listRoomGuests,
  type RoomRow,
} from './repository';
import { joinOrigin, joinUrlOf, newRoomCode, roomExpiry } from './room-code';

/**
 * Looking up and joining rooms, per address: a whole workshop behind one hotspot or NAT opens
 * the page and joins within a minute (120 at once), while guessing one of 887 million codes at
 * one every 2 seconds finds nothing in any useful time.
 */
export const ROOM_CODES_PER_ADDRESS: RateRule = {
  name: 'room-code',
  burst: 120,
  intervalMs: 2000,
};

/** Tries at drawing a code that no open room holds; with 887 million codes one try is enough. */
const CODE_DRAWS = 5;

const projectParam = validate('param', z.object({ id: z.string() }));
const codeParam = validate('param', z.object({ code: z.string() }));

/** The user's role in the project: 404 when they cannot see it. */
async function projectRole(sql: Queryable, projectId: string, userId: string) {
  if (!z.uuid().safeParse(projectId).success) throw notFound('not_found.projects');
  const access = await findProjectAccess(sql, projectId, userId);
  if (!access) throw notFound('not_found.projects');
  return access.role;
}

/** Opening and closing a room is the owner's or an editor's. */
async function requireRoomManager(sql: Queryable, projectId: string, userId: string) {
  const role = await projectRole(sql, projectId, userId);
  if (role !== 'owner' && role !== 'editor') throw forbidden('room.manage_forbidden');
}

const noOpenRoom = () => new ApiError(404, 'not_found', 'room.not_open');

function toRoom(c: Context, { config, ownAddresses }: AppDeps, row: RoomRow): Room {
  return {
    code: row.code,
    joinUrl: joinUrlOf(joinOrigin(c.req.header('origin'), config, ownAddresses), row.code),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** A code as typed, or 404 at once when it could not name a room. */
function codeOf(raw: string): string {
  const code = normalizeRoomCode(raw);
  if (!isRoomCode(code)) throw notFound('not_found.rooms');
  return code;
}

/** Rooms and their guests (issue 31, docs/decisions/0020). */
export function roomRoutes(deps: AppDeps) {
  const { sql, config, rateLimiter } = deps;
  async function takeLookup(c: Context) {
    const wait = await rateLimiter.take(
      ROOM_CODES_PER_ADDRESS,
      clientAddress(c, config.trustProxy),
    );
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new ApiError(
        429,
        'too_many_attempts',
        message('error.too_many_room_lookups', { minutes: Math.max(1, Math.ceil(wait / 60)) }),
      );
    }
  }

  /** The room of a code, open or not; 404 when no room ever had it. */
  async function roomOfCode(tx: Queryable, raw: string) {
    const room = await findRoomByCode(tx, codeOf(raw));
    if (!room) throw notFound('not_found.rooms');
    const [state] = await tx<{ expired: boolean }[]>`
      SELECT ${room.expiresAt} <= now() AS expired`;
    return { room, open: room.closedAt === null && !state?.expired, expired: !!state?.expired };
  }

  return (
    new Hono<AppEnv>()
      .use('/projects/:id/room', requireUser)

      .post('/projects/:id/room', projectParam, async (c) => {
        const { id } = c.req.valid('param');
        const user = currentUser(c);
        await requireRoomManager(sql, id, user.id);
        const { row, created } = await inTransaction(sql, async (tx) => {
          // Serialises two members opening the project's room at once: both get the one room.
          await tx`SELECT 1 FROM projects WHERE id = ${id} FOR UPDATE`;
          await closeExpiredRooms(tx);
          const open = await findOpenRoom(tx, id);
          if (open) return { row: open, created: false };
          for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
            const inserted = await insertRoom(tx, {
              projectId: id,
              code: newRoomCode(),
              createdBy: user.id,
              expiresAt: roomExpiry(new Date()),
            });
            if (inserted) return { row: inserted, created: true };
          }
          throw new Error('no free room code after several draws');
        });
        return c.json(toRoom(c, deps, row), created ? 201 : 200);
      })

      .get('/projects/:id/room', projectParam, async (c) => {
        const { id } = c.req.valid('param');
        await projectRole(sql, id, currentUser(c).id);
        const row = await findOpenRoom(sql, id);
        if (!row) throw noOpenRoom();
        const guests = await listRoomGuests(sql, row.id);
        const details: RoomDetails = {
          ...toRoom(c, deps, row),
          guests: guests.map((guest) => ({
            id: guest.id,
            name: guest.name,
            joinedAt: guest.joinedAt.toISOString(),
          })),
        };
        return c.json(details);
      })

      .delete('/projects/:id/room', projectParam, async (c) => {
        const { id } = c.req.valid('param');
        await requireRoomManager(sql, id, currentUser(c).id);
        const closed = await inTransaction(sql, async (tx) => {
          const row = await findOpenRoom(tx, id);
          if (row) await closeRoom(tx, row.id);
          return Boolean(row);
        });
        if (!closed) throw noOpenRoom();
        // The guests' devices pull at the poke and meet their ended session (401): their page
        // says the room was closed now, not at the next periodic pull.
        await pokeProjects(sql, [id]);
        return c.body(null, 204);
      })

      // Public: the join page's preview, before the person gives a name.
      .get('/rooms/:code', codeParam, async (c) => {
        await takeLookup(c);
        const { room, open } = await roomOfCode(sql, c.req.valid('param').code);
        const preview: RoomPreview = { projectName: room.projectName, open };
        return c.json(preview);
      })

      .post('/rooms/:code/join', codeParam, validate('json', joinRoomSchema), async (c) => {
        await takeLookup(c);
        const { name } = c.req.valid('json');
        const joined = await inTransaction(sql, async (tx) => {
          const { room, open, expired } = await roomOfCode(tx, c.req.valid('param').code);
          if (!open) {
            throw new ApiError(410, 'room_closed', expired ? 'room.expired' : 'room.closed');
          }
          // The room's row lock: two people taking the last seat at once are counted in turn.
          await tx`SELECT 1 FROM rooms WHERE id = ${room.id} FOR UPDATE`;
          const plan = await limitingPlanOf(tx, room.ownerId);
          const max = plan?.maxRoomGuests ?? null;
          if (plan && !allowsOneMore(max, await countRoomGuests(tx, room.id))) {
            throw new ApiError(
              403,
              PLAN_LIMIT_CODE,
              planLimitMessage('maxRoomGuests', plan, max ?? 0),
            );
          }
          const userId = await insertGuest(tx, room, name);
          const token = await createSessionUntil(tx, userId, room.expiresAt);
          return { userId, token, room };
        });
        const user = await findUserById(sql, joined.userId);
        writeSessionCookie(c, joined.token, joined.room.expiresAt, isSecureContext(c, config));
        // The members' screens learn of the new person at their next pull.
        await pokeProjects(sql, [joined.room.projectId]);
        return c.json({ user, projectId: joined.room.projectId }, 201);
      })
  );
}
