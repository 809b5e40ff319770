import { describe, expect, it } from 'vitest';
import { offlineDevice } from './offline-device-fixture';

/**
 * Comments against the browser's store (Dexie on fake-indexeddb), the same code the server runs
 * against Postgres (api/src/comments/comments.test.ts).
 */
const USER = '0190c100-0000-7000-8000-000000000001';
const SOMEONE_ELSE = '0190c100-0000-7000-8000-0000000000ff';
let next = 1;
const newId = () => `0190c100-0000-7000-8000-${String(++next).padStart(12, '0')}`;

async function project() {
  const { db, mutate, attempt } = offlineDevice(USER);
  const projectId = newId();
  await mutate('project.create', { id: projectId, name: 'Feira' });
  const personaId = newId();
  await mutate('persona.create', { id: personaId, projectId, name: 'Dona Rita' });
  const comment = async (extra: object = {}) => {
    const id = newId();
    await mutate('comment.create', {
      id,
      projectId,
      targetType: 'personas',
      targetId: personaId,
      targetTitle: 'Dona Rita',
      text: 'Faltou a idade',
      ...extra,
    });
    return id;
  };
  /** A comment another member wrote, as a pull would bring it. */
  const theirs = async (extra: object = {}) => {
    const id = newId();
    const now = new Date().toISOString();
    await db.comments.put({
      id,
      projectId,
      targetType: 'project',
      targetId: projectId,
      targetTitle: '',
      parentId: null,
      text: 'De outra pessoa',
      mentions: [],
      resolved: false,
      resolvedAt: null,
      resolvedBy: null,
      authorId: SOMEONE_ELSE,
      authorName: 'Bia',
      createdAt: now,
      updatedAt: now,
      ...extra,
    });
    return id;
  };
  return { db, mutate, attempt, projectId, personaId, comment, theirs };
}

describe('comment.create', () => {
  it('keeps a comment on a record, signed by the user, open, with its mentions', async () => {
    const p = await project();
    const id = await p.comment({ mentions: [SOMEONE_ELSE] });
    expect(await p.db.comments.get(id)).toMatchObject({
      targetType: 'personas',
      targetId: p.personaId,
      parentId: null,
      text: 'Faltou a idade',
      mentions: [SOMEONE_ELSE],
      resolved: false,
      resolvedAt: null,
      authorId: USER,
    });
  });

  it('a reply goes into its thread and takes the thread’s target, whatever was sent', async () => {
    const p = await project();
    const thread = await p.comment();
    const reply = await p.comment({
      parentId: thread,
      targetType: 'project',
      targetId: p.projectId,
    });
    expect(await p.db.comments.get(reply)).toMatchObject({
      parentId: thread,
      targetType: 'personas',
      targetId: p.personaId,
    });
    expect(
      await p.attempt('comment.create', {
        ...(await p.db.comments.get(reply)),
        id: newId(),
        parentId: reply,
      }),
    ).toBe('Responda ao primeiro comentário da conversa.');
  });

  it('refuses a blank text, an unknown target and a target of another project', async () => {
    const p = await project();
    const args = (extra: object) => ({
      id: newId(),
      projectId: p.projectId,
      targetType: 'project',
      targetId: p.projectId,
      text: 'Oi',
      ...extra,
    });
    expect(await p.attempt('comment.create', args({ text: '  ' }))).toBe('Escreva o comentário.');
    expect(await p.attempt('comment.create', args({ text: 'x'.repeat(2001) }))).toBe(
      'Máximo de 2000 caracteres',
    );
    expect(await p.attempt('comment.create', args({ targetType: 'dots' }))).toBe(
      'Um comentário é sobre o projeto ou sobre um dos seus registros.',
    );
    expect(
      await p.attempt('comment.create', args({ targetType: 'ideas', targetId: newId() })),
    ).toBe('Ideia não encontrada');
    expect(await p.attempt('comment.create', args({ targetId: newId() }))).toBe(
      'Projeto não encontrado',
    );
    expect(await p.attempt('comment.create', args({}))).toBe('saved');
  });
});

describe('comment.update', () => {
  it('the author edits the text; nobody else does', async () => {
    const p = await project();
    const own = await p.comment();
    await p.mutate('comment.update', { id: own, changes: { text: 'Faltou a idade dela' } });
    expect((await p.db.comments.get(own))?.text).toBe('Faltou a idade dela');
    const other = await p.theirs();
    expect(await p.attempt('comment.update', { id: other, changes: { text: 'Mudei' } })).toBe(
      'Só quem escreveu o comentário pode alterar o texto.',
    );
  });

  it('resolves and reopens a thread, by its first comment only', async () => {
    const p = await project();
    const thread = await p.theirs();
    await p.mutate('comment.update', { id: thread, changes: { resolved: true } });
    expect(await p.db.comments.get(thread)).toMatchObject({ resolved: true, resolvedBy: USER });
    expect((await p.db.comments.get(thread))?.resolvedAt).toEqual(expect.any(String));
    await p.mutate('comment.update', { id: thread, changes: { resolved: false } });
    expect(await p.db.comments.get(thread)).toMatchObject({
      resolved: false,
      resolvedAt: null,
      resolvedBy: null,
    });
    const reply = await p.comment({ parentId: thread });
    expect(await p.attempt('comment.update', { id: reply, changes: { resolved: true } })).toBe(
      'Resolva ou reabra a conversa pelo primeiro comentário dela.',
    );
  });
});

describe('comment.delete', () => {
  it('a thread’s first comment takes its replies along', async () => {
    const p = await project();
    const thread = await p.comment();
    await p.comment({ parentId: thread });
    await p.mutate('comment.delete', { id: thread });
    expect(await p.db.comments.count()).toBe(0);
  });

  it('the owner of the project deletes anyone’s comment, another member only their own', async () => {
    const p = await project();
    // The user owns this project: they moderate it.
    const other = await p.theirs();
    expect(await p.attempt('comment.delete', { id: other })).toBe('saved');
    // In a project of someone else, only their own.
    const foreignProject = p.projectId.replace(/..$/, 'ee');
    const own = await p.db.projects.get(p.projectId);
    if (!own) throw new Error('the project is missing');
    await p.db.projects.put({ ...own, id: foreignProject, ownerId: SOMEONE_ELSE });
    const notMine = await p.theirs({ projectId: foreignProject, targetId: foreignProject });
    expect(await p.attempt('comment.delete', { id: notMine })).toBe(
      'Só quem escreveu o comentário ou o dono do projeto pode excluí-lo.',
    );
  });
});
