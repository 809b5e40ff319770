import { Agent, type IncomingMessage, request } from 'node:http';
import { Readable } from 'node:stream';
import { SIGNUP_PROFILE } from '../../api/test/signup-fixture';
/** The password of every account the bench scripts sign up. */
export const BENCH_PASSWORD = 'Bench1234';

/** One keep-alive connection pool per source address. */
const agents = new Map<string, Agent>();

function agentFor(localAddress: string): Agent {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new Agent({ keepAlive: true, localAddress, maxSockets: Number.POSITIVE_INFINITY });
    agents.set(localAddress, agent);
  }
  return agent;
}

/** Sends a request from `localAddress` (plain http only); resolves with the answer's head. */
function sendFrom(localAddress: string, url: string, init: RequestInit): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        agent: agentFor(localAddress),
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        signal: init.signal ?? undefined,
      },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end(typeof init.body === 'string' ? init.body : undefined);
  });
}

/**
 * fetch from a given loopback source address (127.0.1.7…): the server, or nginx in front of it,
 * sees each room's devices come from their own address, as rooms in different places would —
 * the per-address limits of joining a room (120 at once) are then each room's own. The answer
 * is a web Response, as fetch's: for the event streams, which are read as they come.
 */
async function fetchFrom(localAddress: string, url: string, init: RequestInit): Promise<Response> {
  const incoming = await sendFrom(localAddress, url, init);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const bodyless = incoming.statusCode === 204 || incoming.statusCode === 304;
  if (bodyless) incoming.resume();
  return new Response(bodyless ? null : (Readable.toWeb(incoming) as ReadableStream), {
    status: incoming.statusCode ?? 0,
    headers,
  });
}

/** A call's answer, read whole. */
interface Answer {
  status: number;
  setCookie: string | undefined;
  text: string;
}

/**
 * A call's answer read whole from Node's own message, with no web Response (a stream, headers,
 * an AbortSignal) around it: the load generator shares the machine with the server it
 * measures, and a room's 300 devices make several hundred calls a second (issue 34).
 */
async function answerFrom(localAddress: string, url: string, init: RequestInit): Promise<Answer> {
  const incoming = await sendFrom(localAddress, url, init);
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return {
    status: incoming.statusCode ?? 0,
    setCookie: incoming.headers['set-cookie']?.join(', '),
    text: Buffer.concat(chunks).toString('utf8'),
  };
}

/** The same, through fetch (no source address to keep). */
async function answerOf(response: Promise<Response>): Promise<Answer> {
  const answer = await response;
  return {
    status: answer.status,
    setCookie: answer.headers.get('set-cookie') ?? undefined,
    text: await answer.text(),
  };
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
    const url = `${this.origin}${path}`;
    const init: RequestInit = {
      method,
      headers: {
        ...this.headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    };
    const answer = await (this.localAddress
      ? answerFrom(this.localAddress, url, init)
      : answerOf(fetch(url, init)));
    if (answer.setCookie) this.cookie = answer.setCookie.split(';')[0] ?? '';
    if (answer.status < 200 || answer.status > 299)
      throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
    return (answer.status === 204 ? null : JSON.parse(answer.text)) as T;
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
