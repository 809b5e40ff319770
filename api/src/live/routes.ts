import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppDeps, AppEnv } from '../app-env';
import { currentUser, requireUser } from '../auth/session-middleware';
import { LiveHub } from './live-hub';
import { pokeBusOf } from './pokes';

/** Proxies drop connections idle for a minute or so; a comment line keeps the stream alive. */
export const HEARTBEAT_MS = 25_000;

/**
 * GET /api/sync/events: a server-sent events stream per signed-in session. `poke` names a
 * project that changed (the client pulls); `resync` asks for a pull of everything; comments are
 * heartbeats. The first event, `ready`, tells the client the stream is up (and to catch up).
 * `heartbeatMs` is there for tests, which must see a stream outlive a heartbeat.
 */
export function liveRoutes(
  { sql, config }: AppDeps,
  { heartbeatMs = HEARTBEAT_MS }: { heartbeatMs?: number | undefined } = {},
) {
  const hub = new LiveHub(sql, pokeBusOf(sql, config));
  return new Hono<AppEnv>().get('/', requireUser, (c) => {
    const userId = currentUser(c).id;
    c.header('Cache-Control', 'no-store');
    // nginx and similar proxies would otherwise buffer the stream.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const disconnect = hub.connect(userId, (event) => void stream.writeSSE(event));
      // Leave the hub as soon as the client goes, not at the next heartbeat.
      stream.onAbort(disconnect);
      try {
        await hub.listening();
        await stream.writeSSE({ event: 'ready', data: '{}' });
        while (!stream.aborted && !stream.closed) {
          await stream.sleep(heartbeatMs);
          await stream.write(': heartbeat\n\n');
        }
      } finally {
        disconnect();
      }
    });
  });
}
