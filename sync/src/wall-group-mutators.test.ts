import { describe, expect, it } from 'vitest';
import { offlineDevice } from './offline-device-fixture';

/**
 * The wall's groups against the browser's store (Dexie on fake-indexeddb), the same code the
 * server runs against Postgres (api/src/sync/wall-groups-sync.test.ts).
 */
const USER = '0190c000-0000-7000-8000-000000000001';
let next = 0;
const newId = () => `0190c000-0000-7000-8000-${String(++next).padStart(12, '0')}`;

async function wall() {
  const { db, mutate, attempt } = offlineDevice(USER);
  const projectId = newId();
  const otherProjectId = newId();
  await mutate('project.create', { id: projectId, name: 'Oficina' });
  await mutate('project.create', { id: otherProjectId, name: 'Outra' });
  const idea = async (category = '', project = projectId) => {
    const id = newId();
    await mutate('idea.create', {
      id,
      projectId: project,
      title: 'Nota',
      description: 'd',
      category,
    });
    return id;
  };
  const group = async (name: string, project = projectId) => {
    const id = newId();
    await mutate('wallGroup.create', { id, projectId: project, name });
    return id;
  };
  const categories = async () =>
    (await db.ideas.toArray()).map((row) => [row.projectId === projectId, row.category]);
  return { db, mutate, attempt, projectId, otherProjectId, idea, group, categories };
}

describe('wallGroup.create', () => {
  it('keeps an empty group as a record, its name trimmed, at position 0 unless told', async () => {
    const w = await wall();
    const id = await w.group('  Canais digitais ');
    expect(await w.db.wallGroups.get(id)).toMatchObject({
      projectId: w.projectId,
      name: 'Canais digitais',
      position: 0,
    });
  });

  it('refuses a blank or too long name, a bad position, and a project that is not there', async () => {
    const w = await wall();
    const args = (extra: object) => ({ id: newId(), projectId: w.projectId, name: 'G', ...extra });
    expect(await w.attempt('wallGroup.create', args({ name: ' ' }))).toBe('Dê um nome ao grupo.');
    expect(await w.attempt('wallGroup.create', args({ name: 'x'.repeat(501) }))).toBe(
      'Máximo de 500 caracteres',
    );
    expect(await w.attempt('wallGroup.create', args({ position: Number.NaN }))).toBe(
      'Posição inválida',
    );
    expect(await w.attempt('wallGroup.create', args({ projectId: newId() }))).toBe(
      'Projeto não encontrado',
    );
    expect(await w.db.wallGroups.count()).toBe(0);
  });

  it('refuses a second group of the same name in a project, ignoring case and spaces', async () => {
    const w = await wall();
    await w.group('Comunicação');
    const again = { id: newId(), projectId: w.projectId, name: ' COMUNICAÇÃO ' };
    expect(await w.attempt('wallGroup.create', again)).toBe('Já existe um grupo com esse nome.');
    // Another project may have its own.
    expect(await w.attempt('wallGroup.create', { ...again, projectId: w.otherProjectId })).toBe(
      'saved',
    );
  });
});

describe('wallGroup.update', () => {
  it('a rename carries the notes filed under the old name, and only those of its project', async () => {
    const w = await wall();
    const id = await w.group('Canais');
    await w.idea('Canais');
    await w.idea('Canais');
    await w.idea('Conforto');
    await w.idea('Canais', w.otherProjectId);
    expect(await w.attempt('wallGroup.update', { id, changes: { name: 'Canais digitais' } })).toBe(
      'saved',
    );
    expect(await w.db.wallGroups.get(id)).toMatchObject({ name: 'Canais digitais' });
    expect(await w.categories()).toEqual([
      [true, 'Canais digitais'],
      [true, 'Canais digitais'],
      [true, 'Conforto'],
      [false, 'Canais'],
    ]);
  });

  it('refuses a name another group has, and changes nothing', async () => {
    const w = await wall();
    const id = await w.group('Canais');
    await w.group('Conforto');
    await w.idea('Canais');
    expect(await w.attempt('wallGroup.update', { id, changes: { name: 'conforto' } })).toBe(
      'Já existe um grupo com esse nome.',
    );
    expect(await w.attempt('wallGroup.update', { id, changes: { name: '' } })).toBe(
      'Dê um nome ao grupo.',
    );
    expect(await w.db.wallGroups.get(id)).toMatchObject({ name: 'Canais' });
    expect(await w.categories()).toEqual([[true, 'Canais']]);
    // Its own name in other letters is no conflict.
    expect(await w.attempt('wallGroup.update', { id, changes: { name: 'CANAIS' } })).toBe('saved');
    expect(await w.categories()).toEqual([[true, 'CANAIS']]);
  });

  it('moves a group without touching its notes', async () => {
    const w = await wall();
    const id = await w.group('Canais');
    const note = await w.idea('Canais');
    const before = await w.db.ideas.get(note);
    expect(await w.attempt('wallGroup.update', { id, changes: { position: 2.5 } })).toBe('saved');
    expect(await w.db.wallGroups.get(id)).toMatchObject({ name: 'Canais', position: 2.5 });
    expect(await w.db.ideas.get(note)).toEqual(before);
  });
});

describe('wallGroup.delete', () => {
  it('sends its notes back to “Sem categoria” and keeps them', async () => {
    const w = await wall();
    const id = await w.group('Canais');
    await w.idea('Canais');
    await w.idea('Conforto');
    expect(await w.attempt('wallGroup.delete', { id })).toBe('saved');
    expect(await w.db.wallGroups.count()).toBe(0);
    expect(await w.categories()).toEqual([
      [true, ''],
      [true, 'Conforto'],
    ]);
    expect(await w.attempt('wallGroup.delete', { id })).toBe('Grupo não encontrado');
  });
});
