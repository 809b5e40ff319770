/** The bits of `crypto` used here, typed locally so this module compiles without the DOM types. */
interface CryptoFeatures {
  getRandomValues<T extends Uint8Array>(array: T): T;
  randomUUID?(): string;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/**
 * A random RFC 4122 version 4 UUID from `getRandomValues`: the same 122 random bits as
 * `crypto.randomUUID`, which browsers give only to secure contexts (https, localhost). The app
 * opened over plain http://<laptop address> on a room's hotspot (issue 31) has
 * getRandomValues but no randomUUID.
 */
export function uuidFromRandomValues(source: Pick<CryptoFeatures, 'getRandomValues'>): string {
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // variant 10xx
  const hex = Array.from(bytes, (byte) => HEX[byte]).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A new id for a record, a device or anything else the app names: `crypto.randomUUID()` where
 * the context has it, otherwise the same kind of UUID from `crypto.getRandomValues`. Use this
 * instead of `crypto.randomUUID` anywhere code runs in the browser.
 */
export function newId(): string {
  const source = (globalThis as unknown as { crypto: CryptoFeatures }).crypto;
  return typeof source.randomUUID === 'function'
    ? source.randomUUID()
    : uuidFromRandomValues(source);
}
