import { describe, expect, it } from 'vitest';
import { stableOrder } from './stable-order';

const items = (...ids: string[]) => ids.map((id) => ({ id }));

describe('stableOrder', () => {
  it('starts from the items’ own order', () => {
    expect(stableOrder([], items('a', 'b', 'c'))).toEqual(['a', 'b', 'c']);
  });

  it('keeps known ids in place whatever order they come in, new ones last, gone ones out', () => {
    expect(stableOrder(['a', 'b', 'c'], items('b', 'd', 'c', 'a'))).toEqual(['a', 'b', 'c', 'd']);
    expect(stableOrder(['a', 'b', 'c'], items('c', 'a'))).toEqual(['a', 'c']);
  });
});
