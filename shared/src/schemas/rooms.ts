import { z } from 'zod';
import { text, timestampSchema } from './common';
import { deferred } from './deferred';

// Rooms and guests (issue 31, docs/decisions/0020): a workshop's people join one project with a
// short code and only a name, without an account.

/** Letters and digits that cannot be read as one another (no I, L, O, 0, 1). */
export const ROOM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ROOM_CODE_LENGTH = 6;
/** A room stays open this long unless it is closed before. */
export const ROOM_TTL_HOURS = 24;
/** A guest's name: what their cards, dots and the room's list show. */
export const GUEST_NAME_MAX = 40;

/** A code as typed: any case, spaces around it; the server compares it in capitals. */
export const normalizeRoomCode = (code: string) => code.trim().toUpperCase();

const ROOM_CODE_PATTERN = new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`);
/** Whether a (normalized) code could name a room at all: anything else is unknown at once. */
export const isRoomCode = (code: string) => ROOM_CODE_PATTERN.test(code);

/** POST /api/rooms/{code}/join */
export const joinRoomSchema = deferred(() =>
  z.object({
    name: text({ error: 'validation.guest_name_required' })
      .trim()
      .min(1, 'validation.guest_name_required')
      .max(GUEST_NAME_MAX, 'validation.max_chars'),
  }),
);
export type JoinRoomInput = z.infer<typeof joinRoomSchema>;

/** A room as its project's members see it (POST and GET /api/projects/{id}/room). */
export const roomSchema = deferred(() =>
  z.object({
    code: z.string(),
    /** The page a guest opens: `<origin>/join/<code>`, for the QR code. */
    joinUrl: z.string(),
    expiresAt: timestampSchema,
  }),
);
export type Room = z.infer<typeof roomSchema>;

export const roomGuestSchema = deferred(() =>
  z.object({ id: z.string(), name: z.string(), joinedAt: timestampSchema }),
);
export type RoomGuest = z.infer<typeof roomGuestSchema>;

/** GET /api/projects/{id}/room: the room and who joined it. */
export const roomDetailsSchema = deferred(() =>
  roomSchema.extend({ guests: z.array(roomGuestSchema) }),
);
export type RoomDetails = z.infer<typeof roomDetailsSchema>;

/** GET /api/rooms/{code}: what the join page shows before asking a name (public). */
export const roomPreviewSchema = deferred(() =>
  z.object({ projectName: z.string(), open: z.boolean() }),
);
export type RoomPreview = z.infer<typeof roomPreviewSchema>;
