import { SYNC_SCHEMA_VERSION } from '@trilha/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberDevice } from '../../test/devices';
import {
  joinProject,
  signedInPerson,
  type TestClient,
  type TestPerson,
  useTestApp,
} from '../../test/test-app';
import { putOnPlan } from '../../test/unlimited-plan';

const context = useTestApp();

/**
 * Comments and feedback (issue 32, docs/decisions/0023) over REST and sync: threads on the
 * project or a record, replies, mentions, resolve and reopen; viewers comment; the owner's plan
 * sells them. The mutators' rules on a device: sync/src/comment-mutators.test.ts.
 */

type Person = TestPerson;
let administrator: Person;
let owner: Person;
let editor: Person;
let viewer: Person;
let stranger: Person;

beforeAll(async () => {
  administrator = await signedInPerson(context, 'Ana Admin'); // the first account is the admin
  owner = await signedInPerson(context, 'Olga Dona');
  editor = await signedInPerson(context, 'Edu Editor');
  viewer = await signedInPerson(context, 'Vera Leitora');
  stranger = await signedInPerson(context, 'Sérgio Estranho');
});

async function newProject(by: Person = owner): Promise<string> {
  const response = await by.client.post<{ id: string }>('/api/projects', { name: 'Feira' });
  expect(response.status).toBe(201);
  return response.body.id;
}

/** The owner's project with `editor` and `viewer` in it. */
async function sharedProject(): Promise<string> {
  const projectId = await newProject();
  for (const [who, role] of [
    [editor, 'editor'],
    [viewer, 'viewer'],
  ] as const) {
    await joinProject(owner.client, who.client, projectId, role);
  }
  return projectId;
}

interface CommentBody {
  id: string;
  parentId: string | null;
  text: string;
  mentions: string[];
  resolved: boolean;
  resolvedBy: string | null;
  authorId: string;
  authorName: string;
  targetType: string;
}

const comment = (by: TestClient, projectId: string, body: Record<string, unknown> = {}) =>
  by.post<CommentBody>(`/api/projects/${projectId}/comments`, {
    targetType: 'project',
    targetId: projectId,
    text: 'Precisamos ouvir mais feirantes',
    ...body,
  });

const list = (by: TestClient, projectId: string) =>
  by.get<CommentBody[]>(`/api/projects/${projectId}/comments`);

function push(by: TestClient, mutations: { name: string; args: unknown }[]) {
  return by.post<{ rejected: { id: number; code?: string }[] }>('/api/sync/push', {
    clientId: crypto.randomUUID(),
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations: mutations.map((mutation, index) => ({ id: index + 1, ...mutation })),
  });
}

describe('comments over REST', () => {
  it('a thread on a record: created with its mentions, replied to, resolved and reopened', async () => {
    const projectId = await sharedProject();
    const persona = await owner.client.post<{ id: string }>(`/api/projects/${projectId}/personas`, {
      name: 'Dona Rita',
    });
    const created = await comment(owner.client, projectId, {
      targetType: 'personas',
      targetId: persona.body.id,
      text: '@vera leitora e @Edu Editor: falta a idade',
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        targetType: 'personas',
        parentId: null,
        mentions: [viewer.id, editor.id],
        resolved: false,
        authorId: owner.id,
        authorName: owner.name,
      },
    });
    const thread = created.body.id;

    const reply = await comment(viewer.client, projectId, { parentId: thread, text: 'Tem 58' });
    expect(reply).toMatchObject({ status: 201, body: { parentId: thread, authorId: viewer.id } });
    expect((await list(viewer.client, projectId)).body.map((c) => c.text)).toEqual([
      '@vera leitora e @Edu Editor: falta a idade',
      'Tem 58',
    ]);

    const resolved = await editor.client.put<CommentBody>(`/api/comments/${thread}`, {
      resolved: true,
    });
    expect(resolved).toMatchObject({
      status: 200,
      body: { resolved: true, resolvedBy: editor.id },
    });
    const reopened = await owner.client.put<CommentBody>(`/api/comments/${thread}`, {
      resolved: false,
    });
    expect(reopened.body).toMatchObject({ resolved: false, resolvedBy: null });
  });

  it('a viewer comments and changes only their own; the owner deletes anyone’s', async () => {
    const projectId = await sharedProject();
    const ownerThread = (await comment(owner.client, projectId)).body.id;
    const viewerThread = await comment(viewer.client, projectId, { text: 'Gostei' });
    expect(viewerThread.status).toBe(201);
    const mine = viewerThread.body.id;

    expect(
      (await viewer.client.put(`/api/comments/${mine}`, { text: 'Gostei muito' })).body,
    ).toMatchObject({
      text: 'Gostei muito',
    });
    expect((await viewer.client.put(`/api/comments/${mine}`, { resolved: true })).status).toBe(200);
    expect(
      await viewer.client.put(`/api/comments/${ownerThread}`, { text: 'Mudei' }),
    ).toMatchObject({
      status: 403,
      body: { messageCode: 'comment.author_only_edit' },
    });
    // Resolving another's thread is for its author, the owner and editors.
    expect(
      await viewer.client.put(`/api/comments/${ownerThread}`, { resolved: true }),
    ).toMatchObject({
      status: 403,
      body: { messageCode: 'project.viewer_cannot_write' },
    });
    expect((await viewer.client.delete(`/api/comments/${ownerThread}`)).status).toBe(403);
    // An editor neither edits nor deletes another's comment.
    expect((await editor.client.put(`/api/comments/${mine}`, { text: 'x' })).status).toBe(403);
    expect(await editor.client.delete(`/api/comments/${mine}`)).toMatchObject({
      status: 403,
      body: { messageCode: 'comment.author_or_owner_delete' },
    });
    // Comments only: the viewer still changes nothing else.
    const persona = await viewer.client.post(`/api/projects/${projectId}/personas`, { name: 'P' });
    expect(persona).toMatchObject({
      status: 403,
      body: { messageCode: 'project.viewer_cannot_write' },
    });

    // The viewer's own thread goes with the reply the owner wrote in it.
    await comment(owner.client, projectId, { parentId: mine, text: 'Obrigada' });
    expect((await viewer.client.delete(`/api/comments/${mine}`)).status).toBe(204);
    expect((await list(owner.client, projectId)).body.map((c) => c.id)).toEqual([ownerThread]);
    expect((await owner.client.delete(`/api/comments/${ownerThread}`)).status).toBe(204);
  });

  it('answers 404 to strangers and for unknown ids, 400 with codes for bad input', async () => {
    const projectId = await sharedProject();
    const id = (await comment(owner.client, projectId)).body.id;
    expect((await list(stranger.client, projectId)).status).toBe(404);
    expect((await comment(stranger.client, projectId)).status).toBe(404);
    expect((await stranger.client.put(`/api/comments/${id}`, { text: 'x' })).status).toBe(404);
    expect((await stranger.client.delete(`/api/comments/${id}`)).status).toBe(404);
    expect((await owner.client.put(`/api/comments/${crypto.randomUUID()}`, {})).status).toBe(404);
    expect((await owner.client.get('/api/projects/nope/comments')).status).toBe(404);

    expect(await comment(owner.client, projectId, { text: '  ' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_input', messageCode: 'validation.comment_text_required' },
    });
    expect(await comment(owner.client, projectId, { targetType: 'users' })).toMatchObject({
      status: 400,
      body: { messageCode: 'validation.comment_target_invalid' },
    });
    expect(await comment(owner.client, projectId, { targetType: 'ideas' })).toMatchObject({
      status: 404,
      body: { messageCode: 'not_found.ideas' },
    });
    expect(await owner.client.put(`/api/comments/${id}`, { resolved: 'yes' })).toMatchObject({
      status: 400,
    });
  });
});

describe('a room’s guest', () => {
  it('reads the comments but does not comment', async () => {
    const projectId = await sharedProject();
    await comment(owner.client, projectId);
    const room = await owner.client.post<{ code: string }>(`/api/projects/${projectId}/room`);
    const guest = context.client();
    expect((await guest.post(`/api/rooms/${room.body.code}/join`, { name: 'Gabi' })).status).toBe(
      201,
    );
    expect((await list(guest, projectId)).body).toHaveLength(1);
    expect(await comment(guest, projectId)).toMatchObject({
      status: 403,
      body: { messageCode: 'room.guest_cannot_change' },
    });
  });
});

describe('comments through sync', () => {
  it('a viewer’s device pushes a comment the owner pulls; other writes of theirs are refused', async () => {
    const projectId = await sharedProject();
    const device = await memberDevice(context, owner.client, projectId, 'viewer');
    const id = crypto.randomUUID();
    await device.client.mutate('comment.create', {
      id,
      projectId,
      targetType: 'project',
      targetId: projectId,
      text: 'Visto do celular',
    });
    await device.client.mutate('project.update', { id: projectId, changes: { name: 'Outro' } });
    expect(await device.trySync()).toBe(true);
    expect((await device.db.rejections.toArray()).map((r) => r.code)).toEqual([
      'project.viewer_cannot_write',
    ]);
    expect((await list(owner.client, projectId)).body).toMatchObject([
      { id, text: 'Visto do celular' },
    ]);
    expect((await device.db.comments.get(id))?.authorName).toBeTruthy();
  });
});

describe('the owner’s plan sells comments', () => {
  it('a Free owner’s project is refused with plan_limit, by REST and by push', async () => {
    const free = await signedInPerson(context, 'Fabi Free');
    await putOnPlan(context.db.sql, free.id, 'free');
    const projectId = await newProject(free);
    expect(await comment(free.client, projectId)).toMatchObject({
      status: 403,
      body: {
        code: 'plan_limit',
        messageCode: 'plan_limit.feature_comments',
        params: { plan: 'Free' },
      },
    });
    const pushed = await push(free.client, [
      {
        name: 'comment.create',
        args: {
          id: crypto.randomUUID(),
          projectId,
          targetType: 'project',
          targetId: projectId,
          text: 'Oi',
        },
      },
    ]);
    expect(pushed.body.rejected).toMatchObject([{ id: 1, code: 'plan_limit.feature_comments' }]);
    await putOnPlan(context.db.sql, free.id, 'team');
    expect((await comment(free.client, projectId)).status).toBe(201);
  });

  it('after a downgrade the comments stay readable (REST and pull), closed to changes but deletable', async () => {
    const team = await signedInPerson(context, 'Tina Team');
    await putOnPlan(context.db.sql, team.id, 'team');
    const projectId = await newProject(team);
    const id = (await comment(team.client, projectId)).body.id;
    await putOnPlan(context.db.sql, team.id, 'free');

    expect((await list(team.client, projectId)).body.map((c) => c.id)).toEqual([id]);
    const pulled = await team.client.get<{ changes: { entity: string; row?: { id: string } }[] }>(
      `/api/sync/pull?schemaVersion=${SYNC_SCHEMA_VERSION}`,
    );
    expect(
      pulled.body.changes.filter((c) => c.entity === 'comments').map((c) => c.row?.id),
    ).toEqual([id]);
    expect(await team.client.put(`/api/comments/${id}`, { resolved: true })).toMatchObject({
      status: 403,
      body: { messageCode: 'plan_limit.feature_comments' },
    });
    const pushed = await push(team.client, [
      { name: 'comment.update', args: { id, changes: { text: 'Mudei' } } },
    ]);
    expect(pushed.body.rejected).toMatchObject([{ code: 'plan_limit.feature_comments' }]);
    expect((await team.client.delete(`/api/comments/${id}`)).status).toBe(204);
  });

  it('does not limit an administrator', async () => {
    await putOnPlan(context.db.sql, administrator.id, 'free');
    const projectId = await newProject(administrator);
    expect((await comment(administrator.client, projectId)).status).toBe(201);
  });
});
