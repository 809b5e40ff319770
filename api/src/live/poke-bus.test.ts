import { expect, it, vi } from 'vitest';
import type { Sql } from '../db/connect';
import { mergePokes, PostgresPokeBus } from './poke-bus';

/** A pool whose NOTIFYs are answered when the test says so. */
function slowNotifies() {
  const answers: Array<(error?: Error) => void> = [];
  const notify = vi.fn(
    (_channel: string, _payload: string) =>
      new Promise<void>((resolve, reject) =>
        answers.push((error) => (error ? reject(error) : resolve())),
      ),
  );
  const bus = new PostgresPokeBus({ notify } as unknown as Sql, 'pokes');
  const sent = () => notify.mock.calls.map(([, payload]) => JSON.parse(payload));
  const answer = async (error?: Error) => {
    answers.shift()?.(error);
    // The next NOTIFY is sent a few promise turns after the answer.
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  };
  return { bus, sent, answer };
}

it('sends a lone poke at once, and merges the pokes that come while a NOTIFY is on its way', async () => {
  const { bus, sent, answer } = slowNotifies();
  const first = bus.publish([{ projectId: 'a' }]);
  expect(sent()).toEqual([[{ projectId: 'a' }]]);

  const settled: string[] = [];
  const second = bus.publish([{ projectId: 'a' }, { projectId: 'b', userIds: ['u1'] }]);
  const third = bus.publish([{ projectId: 'b', userIds: ['u2'] }]);
  void second.then(() => settled.push('second'));
  void third.then(() => settled.push('third'));
  expect(sent()).toHaveLength(1); // waiting for the first

  await answer();
  await first;
  expect(sent()).toEqual([
    [{ projectId: 'a' }],
    [{ projectId: 'a' }, { projectId: 'b', userIds: ['u1', 'u2'] }],
  ]);
  expect(settled).toEqual([]); // theirs is on its way, not answered yet

  await answer();
  await Promise.all([second, third]);
  expect(settled).toEqual(['second', 'third']);

  // Quiet again: the next poke goes out at once.
  const fourth = bus.publish([{ projectId: 'c' }]);
  expect(sent()).toHaveLength(3);
  await answer();
  await fourth;
});

it('a NOTIFY that fails rejects only the pokes it carried; the merged ones behind it still go', async () => {
  const { bus, sent, answer } = slowNotifies();
  const failing = bus.publish([{ projectId: 'a' }]);
  const behind = bus.publish([{ projectId: 'b' }]);
  const refused = expect(failing).rejects.toThrow('connection lost');
  await answer(new Error('connection lost'));
  await refused;
  expect(sent()).toEqual([[{ projectId: 'a' }], [{ projectId: 'b' }]]);
  await answer();
  await expect(behind).resolves.toBeUndefined();
});

it('merges pokes per project, keeping everyone any of them was for', () => {
  expect(
    mergePokes([
      { projectId: 'p' },
      { projectId: 'q', userIds: ['x'] },
      { projectId: 'p', userIds: ['y'] },
      { projectId: 'q', userIds: ['x', 'z'] },
    ]),
  ).toEqual([
    { projectId: 'p', userIds: ['y'] },
    { projectId: 'q', userIds: ['x', 'z'] },
  ]);
});
