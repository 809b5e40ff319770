import type { AgendaStep } from '@trilha/shared';
import type { PlannedChange } from '../../project-data/records';

// The agenda's order with the fewest writes, as the wall's groups (wall/group-order.ts): a step
// moved past its neighbour swaps positions with it (two updates, so two tablets reordering
// different steps offline both keep their move); when the two share a position (steps made on
// two devices at once), every step is numbered again in the new order.

type Ordered = Pick<AgendaStep, 'id' | 'position'>;

/** The position a new step takes: after every step. */
export function positionAfterSteps(steps: readonly Ordered[]): number {
  return steps.length === 0 ? 0 : Math.floor(Math.max(...steps.map((step) => step.position))) + 1;
}

const update = (id: string, position: number): PlannedChange => ({
  name: 'agendaStep.update',
  args: { id, changes: { position } },
});

/** The writes that move the step at `index` (of the ordered steps) one place up or down. */
export function moveStep(steps: readonly Ordered[], index: number, by: -1 | 1): PlannedChange[] {
  const other = index + by;
  const step = steps[index];
  const neighbour = steps[other];
  if (!step || !neighbour) return [];
  if (step.position !== neighbour.position)
    return [update(step.id, neighbour.position), update(neighbour.id, step.position)];
  const order = [...steps];
  order[index] = neighbour;
  order[other] = step;
  return order.flatMap((each, position) =>
    each.position === position ? [] : [update(each.id, position)],
  );
}
