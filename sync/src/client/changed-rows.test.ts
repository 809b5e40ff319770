import { describe, expect, it } from 'vitest';
import { changedRows, sameRow } from './changed-rows';

const idea = {
  id: 'a',
  title: 'Ideia',
  votes: 2,
  tags: ['x'],
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('sameRow', () => {
  it('is true for equal fields in any key order, nested values included', () => {
    const { title, ...rest } = idea;
    expect(sameRow(idea, { title, ...rest, tags: ['x'] })).toBe(true);
  });

  it('is false when a value, a nested value or the set of fields differs', () => {
    expect(sameRow(idea, { ...idea, votes: 3 })).toBe(false);
    expect(sameRow(idea, { ...idea, tags: ['y'] })).toBe(false);
    expect(sameRow(idea, { ...idea, extra: null })).toBe(false);
    expect(sameRow({ ...idea, tags: null }, idea)).toBe(false);
  });
});

describe('changedRows', () => {
  it('keeps new rows and changed rows, drops the ones stored as they are', () => {
    const unchanged = idea;
    const changed = { ...idea, id: 'b', votes: 5 };
    const added = { ...idea, id: 'c' };
    const stored = [{ ...idea }, { ...idea, id: 'b' }, undefined];
    expect(changedRows([unchanged, changed, added], stored)).toEqual([changed, added]);
  });
});
