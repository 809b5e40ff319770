import { describe, expect, it } from 'vitest';
import { moveStep, positionAfterSteps } from './step-order';

const steps = (...positions: number[]) =>
  positions.map((position, index) => ({ id: `s${index}`, position }));

describe('the agenda order', () => {
  it('puts a new step after every other', () => {
    expect(positionAfterSteps([])).toBe(0);
    expect(positionAfterSteps(steps(0, 3.5, 2))).toBe(4);
  });

  it('moves a step by swapping positions with its neighbour: two writes', () => {
    expect(moveStep(steps(0, 1, 2), 2, -1)).toEqual([
      { name: 'agendaStep.update', args: { id: 's2', changes: { position: 1 } } },
      { name: 'agendaStep.update', args: { id: 's1', changes: { position: 2 } } },
    ]);
  });

  it('numbers the steps again when the two share a position', () => {
    // s1 takes the first place, where it already is: only the other two are written.
    expect(moveStep(steps(0, 0, 0), 0, 1)).toEqual([
      { name: 'agendaStep.update', args: { id: 's0', changes: { position: 1 } } },
      { name: 'agendaStep.update', args: { id: 's2', changes: { position: 2 } } },
    ]);
  });

  it('does nothing past either end', () => {
    expect(moveStep(steps(0, 1), 0, -1)).toEqual([]);
    expect(moveStep(steps(0, 1), 1, 1)).toEqual([]);
  });
});
