import { TIME_SPENT_ADD_MAX_SECONDS } from '@trilha/shared';
import { describe, expect, it } from 'vitest';
import { MUTATORS } from './mutators';
import { offlineDevice } from './offline-device-fixture';
import { timeSpentId } from './time-spent-mutator';

/**
 * Active time against the browser's store (Dexie on fake-indexeddb); the server runs the same
 * mutator against Postgres (api/src/sync/time-spent-sync.test.ts).
 */
const USER = '0190c000-0000-7000-8000-00000000a001';
const OTHER_USER = '0190c000-0000-7000-8000-00000000a002';
const PROJECT = '0190c000-0000-7000-8000-00000000b001';

async function device(userId = USER) {
  const d = offlineDevice(userId);
  await d.mutate('project.create', { id: PROJECT, name: 'Oficina' });
  return d;
}

describe('timeSpent.add', () => {
  it('adds up the seconds of one day on one row, the signed-in user its owner', async () => {
    const { db, mutate } = await device();
    await mutate('timeSpent.add', { projectId: PROJECT, day: '2026-11-27', seconds: 60 });
    await mutate('timeSpent.add', { projectId: PROJECT, day: '2026-11-27', seconds: 45 });
    await mutate('timeSpent.add', { projectId: PROJECT, day: '2026-11-28', seconds: 30 });
    const rows = await db.timeSpent.orderBy('day').toArray();
    expect(rows.map(({ day, seconds, userId }) => ({ day, seconds, userId }))).toEqual([
      { day: '2026-11-27', seconds: 105, userId: USER },
      { day: '2026-11-28', seconds: 30, userId: USER },
    ]);
    expect(rows[0]?.id).toBe(timeSpentId(USER, PROJECT, '2026-11-27'));
    // Queued for the server as the additions themselves, not as a total.
    expect(
      (await db.outbox.toArray()).filter((entry) => entry.name === 'timeSpent.add'),
    ).toHaveLength(3);
  });

  it('gives each person, project and day a row of their own', () => {
    const ids = new Set([
      timeSpentId(USER, PROJECT, '2026-11-27'),
      timeSpentId(OTHER_USER, PROJECT, '2026-11-27'),
      timeSpentId(USER, OTHER_USER, '2026-11-27'),
      timeSpentId(USER, PROJECT, '2026-11-28'),
    ]);
    expect(ids.size).toBe(4);
  });

  it('refuses seconds out of bounds and a bad day with coded messages, writing nothing', async () => {
    const { db, attempt } = await device();
    const args = (extra: object) => ({
      projectId: PROJECT,
      day: '2026-11-27',
      seconds: 10,
      ...extra,
    });
    expect(await attempt('timeSpent.add', args({ seconds: 0 }))).toBe(
      'Cada registro de tempo soma pelo menos 1 segundo',
    );
    expect(await attempt('timeSpent.add', args({ seconds: TIME_SPENT_ADD_MAX_SECONDS + 1 }))).toBe(
      'Cada registro de tempo soma no máximo 3600 segundos',
    );
    expect(await attempt('timeSpent.add', args({ seconds: 1.5 }))).toBe(
      'Deve ser um número inteiro',
    );
    expect(await attempt('timeSpent.add', args({ day: '27/11/2026' }))).toMatch(/data/i);
    expect(await attempt('timeSpent.add', args({ projectId: OTHER_USER }))).toBe(
      'Projeto não encontrado',
    );
    expect(await db.timeSpent.count()).toBe(0);
  });

  it('offers no create, update or delete of time rows: they only grow', () => {
    expect(Object.keys(MUTATORS).filter((name) => name.startsWith('timeSpent.'))).toEqual([
      'timeSpent.add',
    ]);
  });
});
