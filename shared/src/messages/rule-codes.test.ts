/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { isMessageCode } from './format';

/**
 * A rule's message is a code written as a string (zod takes any string): a misspelt one would
 * reach readers as the generic 'Dados inválidos.'. Every code the schemas name must exist.
 */
const SOURCES = import.meta.glob<string>(
  ['../schemas/*.ts', '!../schemas/*.test.ts', '../password.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

describe('the codes the shared schemas give their rules', () => {
  it('are all in the catalogue', () => {
    const named = Object.values(SOURCES).flatMap((source) =>
      [...source.matchAll(/'((?:validation|sync)\.[A-Za-z_]+)'/g)].map((match) => match[1]),
    );
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((code) => !isMessageCode(code))).toEqual([]);
  });
});
