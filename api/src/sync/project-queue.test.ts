import { describe, expect, it } from 'vitest';
import { ProjectQueue } from './project-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('ProjectQueue', () => {
  it('runs the work of one project one at a time, in arrival order, and other projects alongside', async () => {
    const queue = new ProjectQueue();
    const log: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const work = (name: string) => async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      log.push(`${name} starts`);
      await tick();
      log.push(`${name} ends`);
      running -= 1;
      return name;
    };
    const results = await Promise.all([
      queue.run(['a'], work('first')),
      queue.run(['a'], work('second')),
      queue.run(['b'], work('other project')),
      queue.run(['b', 'a'], work('both')),
    ]);
    expect(results).toEqual(['first', 'second', 'other project', 'both']);
    // 'other project' ran alongside 'first'; 'second' waited for 'first', 'both' for the rest.
    expect(mostAtOnce).toBe(2);
    expect(log.indexOf('second starts')).toBeGreaterThan(log.indexOf('first ends'));
    expect(log.indexOf('both starts')).toBeGreaterThan(log.indexOf('second ends'));
    expect(log.indexOf('both starts')).toBeGreaterThan(log.indexOf('other project ends'));
  });

  it('lets the next work run after one fails, and keeps nothing once all is done', async () => {
    const queue = new ProjectQueue();
    const failed = queue.run(['a'], async () => {
      await tick();
      throw new Error('refused');
    });
    const next = queue.run(['a'], async () => 'ran');
    await expect(failed).rejects.toThrow('refused');
    expect(await next).toBe('ran');
    expect((queue as unknown as { tails: Map<string, unknown> }).tails.size).toBe(0);
  });
});
