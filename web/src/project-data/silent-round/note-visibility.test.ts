import { describe, expect, it } from 'vitest';
import { isOwnNoteHere, noteFace } from './note-visibility';

const here = (over: Partial<Parameters<typeof isOwnNoteHere>[1]> = {}) => ({
  userId: 'u1',
  isGuest: false,
  writer: null,
  deviceOwn: new Set<string>(),
  ...over,
});

describe('isOwnNoteHere', () => {
  it('a tablet shows the notes of the person holding the pen, not of the one before', () => {
    const carla = { id: 'n1', authorId: 'u1', writerName: 'Carla' };
    const bruno = { id: 'n2', authorId: 'u1', writerName: 'Bruno' };
    expect(isOwnNoteHere(carla, here({ writer: 'Carla' }))).toBe(true);
    expect(isOwnNoteHere(carla, here({ writer: '  CARLA ' }))).toBe(true);
    expect(isOwnNoteHere(bruno, here({ writer: 'Carla' }))).toBe(false);
    // The pen passes to Bruno: Carla's notes turn face down at once.
    expect(isOwnNoteHere(carla, here({ writer: 'Bruno' }))).toBe(false);
    expect(isOwnNoteHere(bruno, here({ writer: 'Bruno' }))).toBe(true);
    // Nobody picked: a named person's note is not the tablet's.
    expect(isOwnNoteHere(carla, here({ deviceOwn: new Set(['n1']) }))).toBe(false);
  });

  it('the same name on another account is another person', () => {
    const other = { id: 'n1', authorId: 'u2', writerName: 'Carla' };
    expect(isOwnNoteHere(other, here({ writer: 'Carla' }))).toBe(false);
  });

  it('with no writer on either side, the device memory decides', () => {
    const note = { id: 'n1', authorId: 'u1', writerName: null };
    expect(isOwnNoteHere(note, here({ deviceOwn: new Set(['n1']) }))).toBe(true);
    // The same account on another tablet that did not write it.
    expect(isOwnNoteHere(note, here())).toBe(false);
    // A person picked here did not write an unnamed note.
    expect(isOwnNoteHere(note, here({ writer: 'Ana', deviceOwn: new Set(['n1']) }))).toBe(false);
  });

  it("a guest's phone shows the guest's own notes only", () => {
    const guest = here({ userId: 'g1', isGuest: true });
    expect(isOwnNoteHere({ id: 'n1', authorId: 'g1' }, guest)).toBe(true);
    expect(isOwnNoteHere({ id: 'n2', authorId: 'g2' }, guest)).toBe(false);
    expect(
      isOwnNoteHere({ id: 'n3', authorId: null }, { ...guest, deviceOwn: new Set(['n3']) }),
    ).toBe(false);
  });
});

describe('noteFace', () => {
  const note = { id: 'n1', hiddenAt: null };
  it('hides a round note that is not own, shows the own one and any outside a round', () => {
    expect(noteFace(note, { inOpenRound: true, own: false, isFacilitator: true })).toBe('round');
    expect(noteFace(note, { inOpenRound: true, own: true, isFacilitator: false })).toBe('shown');
    expect(noteFace(note, { inOpenRound: false, own: false, isFacilitator: false })).toBe('shown');
  });
  it('a moderated note is face down for the room and dimmed for the facilitator', () => {
    const hidden = { ...note, hiddenAt: '2026-11-28T05:00:00.000Z' };
    expect(noteFace(hidden, { inOpenRound: false, own: true, isFacilitator: false })).toBe(
      'moderated',
    );
    expect(noteFace(hidden, { inOpenRound: true, own: false, isFacilitator: true })).toBe(
      'moderatedShown',
    );
  });
});
