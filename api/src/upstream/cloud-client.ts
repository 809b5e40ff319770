import type { MessageCode } from '@trilha/shared';
import {
  OUTDATED_CLIENT_CODE,
  type PullResponse,
  type PushRequest,
  type PushResponse,
  SYNC_SCHEMA_VERSION,
} from '@trilha/sync';
import { type FetchLike, HttpError, requestJson } from '@trilha/sync/client/http';

/** Why a round with the cloud did not happen, as the message code the hub's screen shows. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly code: MessageCode,
    readonly status?: number,
  ) {
    super(code);
  }
}

/** How long one request to the cloud may take: a hotspot without internet often drops packets. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface CloudAccount {
  id: string;
  name: string;
  email: string;
}

/**
 * The hub's side of the cloud's API: the same sign-in and sync calls a browser makes
 * (api/src/auth/routes.ts, api/src/sync/routes.ts), with the session cookie carried by hand and
 * the Origin the cloud's same-origin guard asks of unsafe requests — a server is no browser a
 * forged page could drive, so it names the cloud's own origin, as a native client would.
 */
export class CloudClient {
  constructor(
    private readonly cloudUrl: URL,
    private readonly fetchImpl: FetchLike = fetch,
  ) {}

  /** Signs in: the session cookie to keep, and the account. */
  async login(
    username: string,
    password: string,
  ): Promise<{ session: string; account: CloudAccount }> {
    const response = await this.send('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ username, password }),
    });
    const text = await response.text();
    if (response.status === 401 || response.status === 400 || response.status === 429) {
      throw new UpstreamError('upstream.login_failed', 401);
    }
    if (!response.ok) throw new UpstreamError('upstream.unreachable', 503);
    const session = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('trilha_session=') && !pair.endsWith('='));
    const { user } = JSON.parse(text) as { user: CloudAccount };
    if (!session) throw new UpstreamError('upstream.unreachable', 503);
    return { session, account: { id: user.id, name: user.name, email: user.email } };
  }

  push(session: string, push: Omit<PushRequest, 'schemaVersion'>): Promise<PushResponse> {
    return this.json<PushResponse>(session, '/api/sync/push', {
      method: 'POST',
      body: JSON.stringify({ ...push, schemaVersion: SYNC_SCHEMA_VERSION }),
    });
  }

  pull(
    session: string,
    query: { cursor: string | null; clientId: string; after: number },
  ): Promise<PullResponse> {
    const params = new URLSearchParams({
      clientId: query.clientId,
      after: String(query.after),
      schemaVersion: String(SYNC_SCHEMA_VERSION),
    });
    if (query.cursor) params.set('cursor', query.cursor);
    return this.json<PullResponse>(session, `/api/sync/pull?${params}`, {});
  }

  private async json<T>(session: string, path: string, init: RequestInit): Promise<T> {
    try {
      return await requestJson<T>(
        (url, options) =>
          this.send(url, { ...options, headers: { ...options?.headers, cookie: session } }),
        path,
        init,
      );
    } catch (error) {
      throw upstreamErrorOf(error);
    }
  }

  private async send(path: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('origin', this.cloudUrl.origin);
    if (init.body) headers.set('content-type', 'application/json');
    try {
      return await this.fetchImpl(new URL(path, this.cloudUrl).toString(), {
        ...init,
        headers,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      // No route, refused, reset, timed out: the cloud is out of reach, which is a hub's normal.
      throw new UpstreamError('upstream.unreachable');
    }
  }
}

function upstreamErrorOf(error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error;
  if (error instanceof HttpError) {
    if (error.status === 401) return new UpstreamError('upstream.session_expired', 401);
    if (error.code === OUTDATED_CLIENT_CODE) return new UpstreamError('upstream.outdated', 409);
  }
  return new UpstreamError('upstream.unreachable');
}
