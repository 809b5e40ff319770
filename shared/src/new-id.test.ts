import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId, uuidFromRandomValues } from './new-id';
import { idSchema } from './schemas/common';

/** The runtime's globals (shared compiles without the DOM and Node types). */
const runtime = globalThis as unknown as {
  crypto: { getRandomValues<T extends Uint8Array>(array: T): T; randomUUID?(): string };
};
const crypto = runtime.crypto;

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A getRandomValues that fills with the given bytes. */
const fixedBytes = (bytes: number[]) => ({
  getRandomValues<T extends Uint8Array>(array: T): T {
    array.set(bytes);
    return array;
  },
});

describe('uuidFromRandomValues', () => {
  it('lays out 16 random bytes as a version 4, variant 1 UUID', () => {
    const bytes = Array.from({ length: 16 }, (_, index) => index * 17);
    expect(uuidFromRandomValues(fixedBytes(bytes))).toBe('00112233-4455-4677-8899-aabbccddeeff');
    expect(uuidFromRandomValues(fixedBytes(Array(16).fill(0xff)))).toBe(
      'ffffffff-ffff-4fff-bfff-ffffffffffff',
    );
    expect(uuidFromRandomValues(fixedBytes(Array(16).fill(0)))).toBe(
      '00000000-0000-4000-8000-000000000000',
    );
  });

  it('gives ids every schema accepts, all different', () => {
    const ids = Array.from({ length: 2000 }, () => uuidFromRandomValues(crypto));
    for (const id of ids) {
      expect(id).toMatch(V4);
      expect(idSchema.safeParse(id).success).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('newId', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uses crypto.randomUUID where the context has it', () => {
    const randomUUID = vi.spyOn(crypto, 'randomUUID');
    expect(newId()).toMatch(V4);
    expect(randomUUID).toHaveBeenCalledOnce();
    randomUUID.mockRestore();
  });

  it('works without crypto.randomUUID, as at an insecure http origin', () => {
    // What a browser gives a page at http://<laptop address>: getRandomValues only.
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(runtime.crypto.randomUUID).toBeUndefined();
    const ids = Array.from({ length: 100 }, () => newId());
    for (const id of ids) expect(idSchema.safeParse(id).success).toBe(true);
    expect(new Set(ids).size).toBe(100);
  });
});
