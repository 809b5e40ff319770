import { describe, expect, it } from 'vitest';
import { accountWithDevices, type Device, memberDevice } from '../../test/devices';
import { signedInClient, useTestApp } from '../../test/test-app';
import { applyMutation } from '../workspace/mutations';

/** How a viewer's refused change reads in pt-BR. */
const VIEWER_CANNOT_WRITE =
  'Você tem acesso de leitura a este projeto: só o dono ou um editor pode alterá-lo.';

const context = useTestApp();

/**
 * The wall's groups on the server (docs/decisions/0016, "Wall groups"): a group is a synced
 * record, empty or not, and its notes follow it by name through a rename or a delete, on the
 * batched push and on the one-by-one path alike. The rules on the device: sync/src.
 */

const owner = () => accountWithDevices(context);

/** A project with two ideas, one of them in 'Comunicação' (a category with no group record). */
async function wallOn(device: Device) {
  const projectId = crypto.randomUUID();
  const sms = crypto.randomUUID();
  const panel = crypto.randomUUID();
  await device.client.mutateAll([
    { name: 'project.create', args: { id: projectId, name: 'Oficina' } },
    { name: 'idea.create', args: { id: sms, projectId, title: 'Senha por SMS', description: 'd' } },
    {
      name: 'idea.create',
      args: { id: panel, projectId, title: 'Painel', description: 'd', category: 'Comunicação' },
    },
  ]);
  expect(await device.trySync()).toBe(true);
  const group = (name: string, position = 0) => ({
    id: crypto.randomUUID(),
    projectId,
    name,
    position,
  });
  return { projectId, sms, panel, group };
}

const categoryOf = async (device: Device, ideaId: string) =>
  (await device.db.ideas.get(ideaId))?.category;

const storedCategory = async (ideaId: string) => {
  const [row] = await context.db.sql<{ category: string }[]>`
    SELECT category FROM ideas WHERE id = ${ideaId}`;
  return row?.category;
};

describe('wall groups through push and pull', () => {
  it('a group created empty on one tablet reaches another, and stays after a new device pulls', async () => {
    const account = await owner();
    const tabletA = account.device();
    const w = await wallOn(tabletA);
    const tabletB = account.device();
    expect(await tabletB.trySync()).toBe(true);

    const channels = w.group('Canais digitais', 1);
    await tabletA.client.mutate('wallGroup.create', channels);
    expect(await tabletA.trySync()).toBe(true);
    expect(await tabletA.db.rejections.count()).toBe(0);

    expect(await tabletB.trySync()).toBe(true);
    expect(await tabletB.db.wallGroups.get(channels.id)).toMatchObject({
      projectId: w.projectId,
      name: 'Canais digitais',
      position: 1,
    });
    // A reload is a device that starts from the server's rows alone.
    const reloaded = account.device();
    expect(await reloaded.trySync()).toBe(true);
    expect((await reloaded.db.wallGroups.toArray()).map((group) => group.name)).toEqual([
      'Canais digitais',
    ]);
    expect(await reloaded.allRows()).toEqual(await tabletA.allRows());
  });

  it('a rename carries the notes of the group, also a note moved into it in the same push', async () => {
    const account = await owner();
    const tabletA = account.device();
    const w = await wallOn(tabletA);
    const tabletB = account.device();
    expect(await tabletB.trySync()).toBe(true);

    // Batched push: the group is made, a note moved in, then renamed, all in one push.
    const channels = w.group('Canais');
    await tabletA.client.mutateAll([
      { name: 'wallGroup.create', args: channels },
      { name: 'idea.update', args: { id: w.sms, changes: { category: 'Canais' } } },
      { name: 'wallGroup.update', args: { id: channels.id, changes: { name: 'Canais digitais' } } },
    ]);
    expect(await categoryOf(tabletA, w.sms)).toBe('Canais digitais');
    expect(await tabletA.trySync()).toBe(true);
    expect(await tabletA.db.rejections.count()).toBe(0);
    expect(await storedCategory(w.sms)).toBe('Canais digitais');

    // One by one, as REST and the fallback push do: the other idea was moved by tablet B.
    await tabletB.client.mutate('idea.update', {
      id: w.panel,
      changes: { category: 'Canais digitais' },
    });
    expect(await tabletB.trySync()).toBe(true);
    await applyMutation(context.db.sql, account.userId, 'wallGroup.update', {
      id: channels.id,
      changes: { name: 'Atendimento' },
    });
    expect([await storedCategory(w.sms), await storedCategory(w.panel)]).toEqual([
      'Atendimento',
      'Atendimento',
    ]);

    expect(await tabletB.trySync()).toBe(true);
    expect(await tabletB.db.wallGroups.get(channels.id)).toMatchObject({ name: 'Atendimento' });
    expect([await categoryOf(tabletB, w.sms), await categoryOf(tabletB, w.panel)]).toEqual([
      'Atendimento',
      'Atendimento',
    ]);
  });

  it('two offline renames: the last to reach the server wins, with all the notes', async () => {
    const account = await owner();
    const tabletA = account.device();
    const w = await wallOn(tabletA);
    const channels = w.group('Canais');
    await tabletA.client.mutateAll([
      { name: 'wallGroup.create', args: channels },
      { name: 'idea.update', args: { id: w.sms, changes: { category: 'Canais' } } },
    ]);
    expect(await tabletA.trySync()).toBe(true);
    const tabletB = account.device();
    expect(await tabletB.trySync()).toBe(true);

    tabletA.online = false;
    tabletB.online = false;
    const rename = (name: string) => ({ id: channels.id, changes: { name } });
    await tabletA.client.mutate('wallGroup.update', rename('Digital'));
    await tabletB.client.mutate('wallGroup.update', rename('Online'));
    tabletA.online = true;
    tabletB.online = true;
    expect(await tabletA.trySync()).toBe(true);
    expect(await tabletB.trySync()).toBe(true);
    expect(await tabletA.trySync()).toBe(true);

    for (const tablet of [tabletA, tabletB]) {
      expect(await tablet.db.wallGroups.get(channels.id)).toMatchObject({ name: 'Online' });
      expect(await categoryOf(tablet, w.sms)).toBe('Online');
      expect(await tablet.db.rejections.count()).toBe(0);
    }
  });

  it('deleting a group sends its notes back to “Sem categoria”, on both server paths', async () => {
    const account = await owner();
    const tabletA = account.device();
    const w = await wallOn(tabletA);
    const channels = w.group('Canais');
    const comfort = w.group('Conforto', 1);
    await tabletA.client.mutateAll([
      { name: 'wallGroup.create', args: channels },
      { name: 'wallGroup.create', args: comfort },
      { name: 'idea.update', args: { id: w.sms, changes: { category: 'Canais' } } },
      { name: 'wallGroup.delete', args: { id: channels.id } },
    ]);
    expect(await tabletA.trySync()).toBe(true);
    expect(await tabletA.db.rejections.count()).toBe(0);
    expect(await storedCategory(w.sms)).toBe('');

    await tabletA.client.mutate('idea.update', { id: w.panel, changes: { category: 'Conforto' } });
    expect(await tabletA.trySync()).toBe(true);
    await applyMutation(context.db.sql, account.userId, 'wallGroup.delete', { id: comfort.id });
    expect(await storedCategory(w.panel)).toBe('');
    // Deleted twice (two tablets): the same outcome, no error.
    await applyMutation(context.db.sql, account.userId, 'wallGroup.delete', { id: comfort.id });

    const other = account.device();
    expect(await other.trySync()).toBe(true);
    expect(await other.db.wallGroups.count()).toBe(0);
    expect([await categoryOf(other, w.sms), await categoryOf(other, w.panel)]).toEqual(['', '']);
    expect(await other.db.ideas.count()).toBe(2);
  });

  it('two tablets naming the same group offline end with one group holding both notes', async () => {
    const account = await owner();
    const tabletA = account.device();
    const w = await wallOn(tabletA);
    const tabletB = account.device();
    expect(await tabletB.trySync()).toBe(true);
    tabletA.online = false;
    tabletB.online = false;
    const fromA = w.group('Canais digitais');
    const fromB = w.group(' canais DIGITAIS ');
    await tabletA.client.mutateAll([
      { name: 'wallGroup.create', args: fromA },
      { name: 'idea.update', args: { id: w.sms, changes: { category: 'Canais digitais' } } },
    ]);
    await tabletB.client.mutate('wallGroup.create', fromB);
    tabletA.online = true;
    tabletB.online = true;
    expect(await tabletA.trySync()).toBe(true);
    expect(await tabletB.trySync()).toBe(true);

    expect(await tabletB.db.rejections.toArray()).toMatchObject([
      {
        name: 'wallGroup.create',
        reason: 'conflict',
        message: 'Já existe um grupo com esse nome.',
      },
    ]);
    expect((await tabletB.db.wallGroups.toArray()).map((group) => group.id)).toEqual([fromA.id]);
    expect(await categoryOf(tabletB, w.sms)).toBe('Canais digitais');
  });

  it('refuses a name that is blank or too long, and a group of a project the user cannot see', async () => {
    const account = await owner();
    const tablet = account.device();
    const w = await wallOn(tablet);
    const refusal = async (name: string, args: object) => {
      try {
        await applyMutation(context.db.sql, account.userId, name, args);
        return 'saved';
      } catch (error) {
        const { status, message } = error as { status: number; message: string };
        return [status, message];
      }
    };
    expect(await refusal('wallGroup.create', w.group('   '))).toEqual([
      400,
      'Dê um nome ao grupo.',
    ]);
    expect(await refusal('wallGroup.create', w.group('x'.repeat(501)))).toEqual([
      400,
      'Máximo de 500 caracteres',
    ]);
    const stranger = await signedInClient(context);
    const theirs = await (async () => {
      try {
        await applyMutation(context.db.sql, stranger.user.id, 'wallGroup.create', w.group('Meu'));
        return 'saved';
      } catch (error) {
        return (error as { status: number }).status;
      }
    })();
    expect(theirs).toBe(404);
  });

  it("refuses a viewer's new group, rename and delete; an editor's go through", async () => {
    const account = await owner();
    const tablet = account.device();
    const w = await wallOn(tablet);
    const channels = w.group('Canais');
    await tablet.client.mutate('wallGroup.create', channels);
    expect(await tablet.trySync()).toBe(true);
    const join = (role: 'viewer' | 'editor') =>
      memberDevice(context, account.session, w.projectId, role);
    const viewer = await join('viewer');
    const editor = await join('editor');

    await viewer.client.mutateAll([
      { name: 'wallGroup.create', args: w.group('Do leitor') },
      { name: 'wallGroup.update', args: { id: channels.id, changes: { name: 'Renomeado' } } },
      { name: 'wallGroup.delete', args: { id: channels.id } },
    ]);
    expect(await viewer.trySync()).toBe(true);
    const refusals = await viewer.db.rejections.toArray();
    expect(refusals.map((refusal) => [refusal.name, refusal.reason, refusal.message])).toEqual([
      ['wallGroup.create', 'forbidden', VIEWER_CANNOT_WRITE],
      ['wallGroup.update', 'forbidden', VIEWER_CANNOT_WRITE],
      ['wallGroup.delete', 'forbidden', VIEWER_CANNOT_WRITE],
    ]);
    expect((await viewer.db.wallGroups.toArray()).map((group) => group.name)).toEqual(['Canais']);

    await editor.client.mutate('wallGroup.update', {
      id: channels.id,
      changes: { name: 'Canais digitais', position: 3 },
    });
    expect(await editor.trySync()).toBe(true);
    expect(await editor.db.rejections.count()).toBe(0);
    expect(await tablet.trySync()).toBe(true);
    expect(await tablet.db.wallGroups.get(channels.id)).toMatchObject({
      name: 'Canais digitais',
      position: 3,
    });
  });

  it("a deleted project's groups leave every device", async () => {
    const account = await owner();
    const tablet = account.device();
    const w = await wallOn(tablet);
    await tablet.client.mutate('wallGroup.create', w.group('Canais'));
    expect(await tablet.trySync()).toBe(true);
    const other = account.device();
    expect(await other.trySync()).toBe(true);
    expect(await other.db.wallGroups.count()).toBe(1);

    expect((await account.session.delete(`/api/projects/${w.projectId}`)).status).toBe(204);
    expect(await other.trySync()).toBe(true);
    expect(await other.db.wallGroups.count()).toBe(0);
  });
});
