import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Device } from '../../test/devices';
import { joinProject, signedInClient, useTestApp } from '../../test/test-app';

/** How a viewer's refused change reads in pt-BR. */
const VIEWER_CANNOT_WRITE =
  'Você tem acesso de leitura a este projeto: só o dono ou um editor pode alterá-lo.';

const context = useTestApp();

/**
 * One project, three people, four devices: the owner's two tablets, an editor's and a viewer's
 * phone, doing random work while the network comes and goes; at some point mid-run the owner
 * removes the editor. Whatever the interleaving, once all have synced: the owner's tablets and
 * the viewer's phone equal the server, every change of the viewer was refused with the reason
 * (and nothing of it reached the server), and the removed editor's phone keeps nothing of the
 * project, its queued changes refused rather than lost silently.
 */

const OWNER_A = 0;
const OWNER_B = 1;
const EDITOR = 2;
const VIEWER = 3;

type Command =
  | { kind: 'createIdea'; device: number }
  | { kind: 'vote'; device: number; pick: number }
  | { kind: 'toggleNetwork'; device: number }
  | { kind: 'sync'; device: number }
  | { kind: 'removeEditor' };

const device = fc.integer({ min: 0, max: 3 });
const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('createIdea' as const), device }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('vote' as const), device, pick: fc.nat(20) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('toggleNetwork' as const), device }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('sync' as const), device }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('removeEditor' as const) }) },
);

let counter = 0;

async function runScenario(commands: Command[]) {
  const owner = await signedInClient(context);
  const editor = await signedInClient(context);
  const viewer = await signedInClient(context);
  const devices = [
    new Device(context.app, owner.client, owner.user.id),
    new Device(context.app, owner.client, owner.user.id),
    new Device(context.app, editor.client, editor.user.id),
    new Device(context.app, viewer.client, viewer.user.id),
  ];
  const projectId = crypto.randomUUID();
  await devices[OWNER_A]?.client.mutate('project.create', { id: projectId, name: 'Equipe' });
  expect(await devices[OWNER_A]?.trySync()).toBe(true);
  for (const [member, role] of [
    [editor, 'editor'],
    [viewer, 'viewer'],
  ] as const) {
    await joinProject(owner.client, member.client, projectId, role);
  }
  for (const d of devices) expect(await d.trySync()).toBe(true);

  let editorRemoved = false;
  const viewerChanges = new Set<string>();
  const localIdeas = async (d: Device) =>
    (await d.db.ideas.orderBy('id').toArray()).filter((idea) => idea.projectId === projectId);

  for (const command of commands) {
    if (command.kind === 'removeEditor') {
      if (!editorRemoved) {
        const removed = await owner.client.delete(
          `/api/projects/${projectId}/members/${editor.user.id}`,
        );
        expect(removed.status).toBe(204);
        editorRemoved = true;
      }
      continue;
    }
    const d = devices[command.device] as Device;
    // A removed member's phone no longer has the project once it pulled: nothing to act on.
    const canAct = (await d.db.projects.get(projectId)) !== undefined;
    switch (command.kind) {
      case 'createIdea': {
        if (!canAct) break;
        const id = crypto.randomUUID();
        if (command.device === VIEWER) viewerChanges.add(id);
        await d.client.mutate('idea.create', {
          id,
          projectId,
          title: `Ideia ${++counter}`,
          description: 'd',
        });
        break;
      }
      case 'vote': {
        const ideas = await localIdeas(d);
        const idea = ideas[command.pick % Math.max(1, ideas.length)];
        if (idea) await d.client.mutate('idea.vote', { id: idea.id, delta: 1 });
        break;
      }
      case 'toggleNetwork':
        d.online = !d.online;
        break;
      case 'sync':
        await d.trySync();
        break;
    }
  }

  if (!editorRemoved) {
    await owner.client.delete(`/api/projects/${projectId}/members/${editor.user.id}`);
  }
  for (const d of devices) d.online = true;
  for (let round = 0; round < 3; round++)
    for (const d of devices) expect(await d.trySync()).toBe(true);

  const fresh = new Device(context.app, owner.client, owner.user.id);
  expect(await fresh.trySync()).toBe(true);
  const server = await fresh.allRows(projectId);
  for (const index of [OWNER_A, OWNER_B, VIEWER]) {
    const d = devices[index] as Device;
    expect(await d.db.outbox.count()).toBe(0);
    expect(await d.allRows(projectId), `device ${index}`).toEqual(server);
  }

  // The viewer: every change refused with the reason; none reached the server.
  const onServer = new Set((server.ideas as { id: string }[]).map((idea) => idea.id));
  for (const id of viewerChanges) expect(onServer.has(id), `viewer's idea ${id}`).toBe(false);
  // Refused with the reason; a vote on the viewer's own refused idea finds no such idea.
  for (const rejection of await (devices[VIEWER] as Device).db.rejections.toArray()) {
    const target = (rejection.args as { id: string }).id;
    if (rejection.reason === 'not_found') expect(viewerChanges.has(target)).toBe(true);
    else expect(rejection).toMatchObject({ reason: 'forbidden', message: VIEWER_CANNOT_WRITE });
  }
  if (viewerChanges.size > 0) {
    expect(await (devices[VIEWER] as Device).db.rejections.count()).toBeGreaterThan(0);
  }

  // The removed editor: nothing of the project left, no queue stuck; any change it had queued
  // after losing access is refused (the project reads as missing), never applied.
  const editorDevice = devices[EDITOR] as Device;
  const left = await editorDevice.allRows(projectId);
  for (const rows of Object.values(left)) expect(rows).toEqual([]);
  expect(await editorDevice.db.outbox.count()).toBe(0);
  for (const rejection of await editorDevice.db.rejections.toArray()) {
    expect(rejection.reason).toBe('not_found');
  }
}

describe('a shared project on four devices of three people, unreliable network', () => {
  it('converges for those who stay, refuses the viewer, and leaves nothing to the removed editor', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArbitrary, { minLength: 10, maxLength: 40 }), runScenario),
      {
        numRuns: 8,
        ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}),
      },
    );
  }, 300_000);
});
