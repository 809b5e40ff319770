import { randomInt } from 'node:crypto';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, ROOM_TTL_HOURS } from '@trilha/shared';
import type { Context } from 'hono';
import type { Config } from '../config';
import { allowedOrigins } from '../http/same-origin';

/**
 * A room's code: 6 characters drawn with the system's cryptographic generator from an alphabet
 * of 31 that cannot be read as one another (31^6 ≈ 887 million codes), short enough to be read
 * aloud across a room and typed on a phone.
 */
export function newRoomCode(): string {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i += 1) {
    code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  }
  return code;
}

export const roomExpiry = (now: Date) => new Date(now.getTime() + ROOM_TTL_HOURS * 60 * 60 * 1000);

/**
 * The origin a room's join link starts with: the one the facilitator's request came to when it
 * is one of ours (a laptop opened at its LAN address gives that address, which the phones on
 * its hotspot can reach), otherwise APP_URL's. The one place that choice is made, so a hub can
 * later prefer a LAN address over a loopback one.
 */
export function joinOrigin(c: Context, config: Pick<Config, 'appUrl' | 'allowedOrigins'>): string {
  const origin = c.req.header('origin')?.toLowerCase();
  if (origin && allowedOrigins(config).has(origin)) return origin;
  return config.appUrl.origin;
}

export const joinUrlOf = (origin: string, code: string) => `${origin}/join/${code}`;
