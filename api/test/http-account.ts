import { EventStreamReader } from './event-stream';
import type { ServerProcess } from './server-process';
import { signupPayload } from './test-app';

/**
 * A new account signed up and in on a real server over HTTP (as a browser would: the session
 * cookie kept, the app's origin sent), that can also open its event stream on any server of
 * the same database.
 */
export async function httpAccount(server: ServerProcess, appUrl: string) {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.origin}${path}`, {
      method,
      headers: { origin: appUrl, 'content-type': 'application/json', cookie },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  const payload = signupPayload();
  await call('POST', '/api/auth/signup', payload);
  await call('POST', '/api/auth/login', { username: payload.email, password: payload.password });
  return {
    call,
    json: async <T>(method: string, path: string, body?: unknown) =>
      (await (await call(method, path, body)).json()) as T,
    /** GET /api/sync/events on `on`, once its `ready` event has arrived. */
    events: async (on: ServerProcess) => {
      const response = await fetch(`${on.origin}/api/sync/events`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`events: ${response.status}`);
      const events = new EventStreamReader(response);
      const ready = await events.next();
      if (ready.event !== 'ready') throw new Error(`events: first event was ${ready.event}`);
      return events;
    },
  };
}

export type HttpAccount = Awaited<ReturnType<typeof httpAccount>>;

/** A project of `owner` shared with `member` as an editor; its id. */
export async function shareNewProject(owner: HttpAccount, member: HttpAccount): Promise<string> {
  const project = await owner.json<{ id: string }>('POST', '/api/projects', { name: 'Ao vivo' });
  const invitation = await owner.json<{ code: string }>(
    'POST',
    `/api/projects/${project.id}/invitations`,
    { role: 'editor' },
  );
  await member.call('POST', `/api/invitations/${invitation.code}/accept`);
  return project.id;
}
