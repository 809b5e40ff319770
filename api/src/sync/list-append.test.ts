import { describe, expect, it, vi } from 'vitest';
import { useSyncAccount } from '../../test/sync-calls';
import { useTestApp } from '../../test/test-app';

// empathyMap.addItem on the server (docs/decisions/0016, "Quick capture, wall, matrix"): two
// tablets that appended to the same quadrant offline push one after the other; the server
// appends each item to what the map holds when it applies it, so both survive.

const context = useTestApp();
const ana = useSyncAccount(context);
const { push } = ana;

const id = () => crypto.randomUUID();

describe('empathyMap.addItem on the server', () => {
  it('keeps the items of two tablets that appended offline to the same quadrant', async () => {
    const fallback = vi.spyOn(console, 'warn');
    const projectId = id();
    const mapId = id();
    const setup = await push(id(), [
      { id: 1, name: 'project.create', args: { id: projectId, name: 'Oficina' } },
      {
        id: 2,
        name: 'empathyMap.create',
        args: { id: mapId, projectId, title: 'Paciente', says: ['Começo'] },
      },
    ]);
    expect(setup.body.rejected).toEqual([]);

    const tabletA = await push(id(), [
      { id: 1, name: 'empathyMap.addItem', args: { id: mapId, quadrant: 'says', item: 'Da A' } },
    ]);
    const tabletB = await push(id(), [
      { id: 1, name: 'empathyMap.addItem', args: { id: mapId, quadrant: 'says', item: 'Da B' } },
      { id: 2, name: 'empathyMap.addItem', args: { id: mapId, quadrant: 'feels', item: 'Medo' } },
    ]);
    expect([tabletA.body.rejected, tabletB.body.rejected]).toEqual([[], []]);

    const maps = await ana.client.get<{ says: string[]; feels: string[] }[]>(
      `/api/projects/${projectId}/empathy-maps`,
    );
    expect(maps.body).toMatchObject([{ says: ['Começo', 'Da A', 'Da B'], feels: ['Medo'] }]);
    expect(fallback).not.toHaveBeenCalled(); // the batched path, not the one-by-one fallback
  });

  // Only a server Postgres has a second connection to hold the project while a push runs
  // (CI runs this file against one; PGlite serves one connection at a time).
  it.skipIf(!process.env.DATABASE_URL)(
    'an append that waited for another device’s commit keeps that device’s item too',
    async () => {
      const projectId = id();
      const mapId = id();
      await push(id(), [
        { id: 1, name: 'project.create', args: { id: projectId, name: 'Oficina' } },
        {
          id: 2,
          name: 'empathyMap.create',
          args: { id: mapId, projectId, title: 'Paciente', says: ['Começo'] },
        },
      ]);
      // Another device's push holds the project: it has appended 'Da B' and not committed.
      let tabletA: ReturnType<typeof push> | undefined;
      await context.db.sql.begin(async (tx) => {
        await tx`UPDATE projects SET version_counter = version_counter + 1 WHERE id = ${projectId}`;
        await tx`UPDATE empathy_maps SET says = array_append(says, 'Da B') WHERE id = ${mapId}`;
        // Tablet A's append arrives meanwhile and must wait for the commit, then read it.
        tabletA = push(id(), [
          {
            id: 1,
            name: 'empathyMap.addItem',
            args: { id: mapId, quadrant: 'says', item: 'Da A' },
          },
        ]);
        await new Promise((resolve) => setTimeout(resolve, 500));
      });
      expect((await tabletA)?.body.rejected).toEqual([]);
      const maps = await ana.client.get<{ says: string[] }[]>(
        `/api/projects/${projectId}/empathy-maps`,
      );
      expect(maps.body).toMatchObject([{ says: ['Começo', 'Da B', 'Da A'] }]);
    },
  );

  it('refuses a blank item and a map that does not exist, with their reasons', async () => {
    const response = await push(id(), [
      { id: 1, name: 'empathyMap.addItem', args: { id: id(), quadrant: 'says', item: 'x' } },
      { id: 2, name: 'empathyMap.addItem', args: { id: id(), quadrant: 'says', item: '  ' } },
    ]);
    expect(response.body.rejected.map((rejection) => rejection.message)).toEqual([
      'Mapa de empatia não encontrado',
      'Item não pode ficar em branco',
    ]);
  });
});
