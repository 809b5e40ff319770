import { stepSessionId } from '@trilha/sync';
import { describe, expect, it } from 'vitest';
import {
  decideFollow,
  type FollowInput,
  FRESH_MEMORY,
  focusLocation,
  normalLocation,
} from './follow';

const P = 'p1';
const WALL = `/projects/${P}?tool=wall`;
const control = {
  focusTool: 'wall' as const,
  focusAt: '2026-11-28T10:00:00.000Z',
  summonedAt: null,
  currentStepId: 'step-1',
};
const input = (over: Partial<FollowInput> = {}): FollowInput => ({
  control,
  target: WALL,
  memory: FRESH_MEMORY,
  here: `/projects/${P}`,
  goingTo: null,
  facilitator: false,
  nowMs: Date.parse('2026-11-28T10:07:00.000Z'),
  ...over,
});
const seen = { seenFocusAt: control.focusAt, seenSummonedAt: null, left: false };

describe('where the focus is', () => {
  it('is the tool on the project page, or the session page of a running vote on it', () => {
    expect(focusLocation(P, control, [{ id: 'step-1', tool: 'wall', mode: 'group' }])).toBe(WALL);
    expect(
      focusLocation(P, { ...control, focusTool: 'ideas' }, [
        { id: 'step-1', tool: 'ideas', mode: 'vote' },
      ]),
    ).toBe(`/projects/${P}/voting/${stepSessionId('step-1')}`);
    expect(focusLocation(P, { ...control, focusTool: null }, [])).toBeNull();
  });

  it('compares locations by path and tool only', () => {
    expect(normalLocation(`/project/${P}`, '?tool=wall&x=1')).toBe(WALL);
  });
});

describe('decideFollow', () => {
  it('follows a new focus', () => {
    const decision = decideFollow(input());
    expect(decision.navigateTo).toBe(WALL);
    expect(decision.memory).toEqual(seen);
  });

  it('stays where it is once there', () => {
    expect(decideFollow(input({ memory: seen, here: WALL }))).toEqual({
      navigateTo: null,
      memory: seen,
    });
  });

  it('marks a person who went elsewhere by hand as away, and stops moving them', () => {
    const left = decideFollow(input({ memory: seen, here: `/projects/${P}?tool=ideas` }));
    expect(left).toEqual({ navigateTo: null, memory: { ...seen, left: true } });
    const moved = decideFollow(
      input({
        control: { ...control, focusAt: '2026-11-28T10:05:00.000Z' },
        memory: left.memory,
        here: `/projects/${P}?tool=ideas`,
      }),
    );
    expect(moved.navigateTo).toBeNull();
    expect(moved.memory).toEqual({ ...seen, seenFocusAt: '2026-11-28T10:05:00.000Z', left: true });
  });

  it('is not away while its own move is on the way', () => {
    expect(decideFollow(input({ memory: seen, goingTo: WALL })).memory.left).toBe(false);
  });

  it('brings everyone on a summons, once, those who left too', () => {
    const summoned = { ...control, summonedAt: '2026-11-28T10:06:00.000Z' };
    const away = { ...seen, left: true };
    const decision = decideFollow(input({ control: summoned, memory: away }));
    expect(decision.navigateTo).toBe(WALL);
    expect(decision.memory).toEqual({
      seenFocusAt: control.focusAt,
      seenSummonedAt: summoned.summonedAt,
      left: false,
    });
    // The same summons again: nothing new.
    expect(
      decideFollow(input({ control: summoned, memory: decision.memory, here: WALL })).navigateTo,
    ).toBeNull();
  });

  it('never moves a facilitator, nor anyone without a focus', () => {
    expect(decideFollow(input({ facilitator: true })).navigateTo).toBeNull();
    expect(decideFollow(input({ target: null })).navigateTo).toBeNull();
  });

  it('after the agenda ends, going elsewhere is not leaving', () => {
    const ended = { ...control, currentStepId: null };
    expect(decideFollow(input({ control: ended, memory: seen })).memory.left).toBe(false);
  });

  it('after the agenda ends, a device opening the project stays where it opened', () => {
    const ended = { ...control, currentStepId: null };
    expect(decideFollow(input({ control: ended })).navigateTo).toBeNull();
    // A summons still brings it.
    const summoned = { ...ended, summonedAt: '2026-11-28T11:00:00.000Z' };
    const at = Date.parse('2026-11-28T11:00:05.000Z');
    expect(decideFollow(input({ control: summoned, nowMs: at })).navigateTo).toBe(WALL);
  });

  it('does not take a tab opened long after a summons there, and notes it as seen', () => {
    const summoned = { ...control, summonedAt: '2026-11-28T10:06:00.000Z' };
    const nextDay = Date.parse('2026-11-29T09:00:00.000Z');
    const decision = decideFollow(input({ control: summoned, nowMs: nextDay }));
    expect(decision.navigateTo).toBeNull();
    expect(decision.memory.seenSummonedAt).toBe(summoned.summonedAt);
  });
});
