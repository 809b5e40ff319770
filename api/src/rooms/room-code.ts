import { randomInt } from 'node:crypto';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, ROOM_TTL_HOURS } from '@trilha/shared';
import type { Config } from '../config';
import { listensOnEveryInterface, type OwnAddresses } from '../http/own-addresses';
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

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLoopback = (origin: string) => LOOPBACK_HOSTS.has(new URL(origin).hostname);

/**
 * The origin a room's join link starts with, for phones to open:
 * - the one the facilitator's request came to, when it is one of ours and not the loopback (a
 *   laptop opened at its network address gives that address, which phones on its hotspot reach);
 * - opened on the laptop itself (localhost), which no phone can open: the laptop's first network
 *   address when the server listens on every interface (HOST=0.0.0.0, a room's hub);
 * - otherwise the request's origin when it is ours, else APP_URL's.
 */
export function joinOrigin(
  requestOrigin: string | undefined,
  config: Pick<Config, 'appUrl' | 'allowedOrigins' | 'host'>,
  own?: Pick<OwnAddresses, 'origins' | 'phoneAddresses'>,
): string {
  const origin = requestOrigin?.toLowerCase();
  const ours =
    origin !== undefined && (allowedOrigins(config).has(origin) || own?.origins().has(origin));
  if (ours && !isLoopback(origin)) return origin;
  const networkAddress = listensOnEveryInterface(config.host)
    ? own?.phoneAddresses()[0]
    : undefined;
  if (networkAddress) return networkAddress;
  return ours ? origin : config.appUrl.origin;
}

export const joinUrlOf = (origin: string, code: string) => `${origin}/join/${code}`;
