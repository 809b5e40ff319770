import { Agent, request } from 'node:http';
import { Readable } from 'node:stream';
import { SIGNUP_PROFILE } from '../../api/test/signup-fixture';
/** The password of every account the bench scripts sign up. */
export const BENCH_PASSWORD = 'Bench1234';

/** One keep-alive connection pool per source address. */
const agents = new Map<string, Agent>();

/**
 * fetch from a given loopback source address (127.0.1.7…): the server, or nginx in front of it,
 * sees each room's devices come from their own address, as rooms in different places would —
 * the per-address limits of joining a room (120 at once) are then each room's own. Plain http
 * only; the answer is a web Response, as fetch's.
 */
function fetchFrom(localAddress: string, url: string, init: RequestInit): Promise<Response> {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new Agent({ keepAlive: true, localAddress, maxSockets: Number.POSITIVE_INFINITY });
    agents.set(localAddress, agent);
  }
  const signal = init.signal ?? undefined;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        agent,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        signal,
      },
      (incoming) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (value !== undefined)
            headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        const bodyless = incoming.statusCode === 204 || incoming.statusCode === 304;
        if (bodyless) incoming.resume();
        resolve(
          new Response(bodyless ? null : (Readable.toWeb(incoming) as ReadableStream), {
            status: incoming.statusCode ?? 0,
            headers,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(typeof init.body === 'string' ? init.body : undefined);
  });
}

/** A signed-in HTTP client for the bench scripts: JSON in and out, the session cookie kept. */
export class HttpSession {
  cookie = '';

  /** `localAddress`: the loopback address this client's connections come from (fetchFrom). */
  constructor(
    readonly origin: string,
    readonly localAddress?: string,
  ) {}

  /** The headers that make a call same-origin and signed in (for autocannon too). */
  get headers(): Record<string, string> {
    return { origin: this.origin, cookie: this.cookie };
  }

  /** fetch, from this client's source address when it has one. */
  fetch(url: string, init: RequestInit = {}): Promise<Response> {
    return this.localAddress ? fetchFrom(this.localAddress, url, init) : fetch(url, init);
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.fetch(`${this.origin}${path}`, {
      method,
      headers: {
        ...this.headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? null : await response.json()) as T;
  }

  /** Signs up a new account (the e-mail is its username) and signs in; returns its user id. */
  async signUp(email: string): Promise<string> {
    const password = BENCH_PASSWORD;
    const { user } = await this.call<{ user: { id: string } }>('POST', '/api/auth/signup', {
      name: 'Bench',
      email,
      password,
      ...SIGNUP_PROFILE,
    });
    await this.call('POST', '/api/auth/login', { username: email, password });
    return user.id;
  }
}
