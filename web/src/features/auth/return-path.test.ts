import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './return-path';

describe('return path', () => {
  it('keeps paths of this site and refuses anything that leaves it', () => {
    expect(safeReturnPath('/invite/abc?x=1')).toBe('/invite/abc?x=1');
    for (const bad of [null, '', 'invite', '//evil.example', '/\\evil.example', 'https://x.y/']) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });

  it('adds ?next= only when there is somewhere to return to', () => {
    expect(withReturnPath('/signup', null)).toBe('/signup');
    expect(withReturnPath('/signup', '/invite/a b')).toBe('/signup?next=%2Finvite%2Fa%20b');
  });
});
