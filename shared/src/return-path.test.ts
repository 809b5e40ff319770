import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps paths of this site and refuses anything that leaves it', () => {
    expect(safeReturnPath('/invite/abc?x=1')).toBe('/invite/abc?x=1');
    for (const bad of [
      null,
      undefined,
      '',
      'invite',
      '//evil.example',
      '/\\evil.example',
      'https://x.y/',
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
});
