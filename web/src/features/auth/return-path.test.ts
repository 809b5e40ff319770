import { describe, expect, it } from 'vitest';
import { withReturnPath } from './return-path';

describe('return path', () => {
  it('adds ?next= only when there is somewhere to return to', () => {
    expect(withReturnPath('/signup', null)).toBe('/signup');
    expect(withReturnPath('/signup', '/invite/a b')).toBe('/signup?next=%2Finvite%2Fa%20b');
  });
});
