import { describe, expect, it } from 'vitest';
import { visibleTags } from './tags';

describe('visibleTags', () => {
  it('shows the first three and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c'],
      hiddenCount: 2,
    });
  });

  it('has nothing hidden with three or fewer', () => {
    expect(visibleTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], hiddenCount: 0 });
    expect(visibleTags([])).toEqual({ shown: [], hiddenCount: 0 });
  });
});
