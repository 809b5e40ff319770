import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { currentUser, requireUser } from '../auth/session-middleware';
import { eventStreamResponse } from '../http/event-stream';
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
    return eventStreamResponse(c, (stream) => {
      const disconnect = hub.connect(userId, (event) => stream.send(event.event, event.data));
      hub.listening().then(
        () => stream.send('ready', '{}'),
        (error: unknown) => {
          console.warn('live updates: this process hears no pokes', error);
          stream.close();
        },
      );
      const heartbeat = setInterval(() => stream.comment('heartbeat'), heartbeatMs);
      // Leaves the hub as soon as the client goes.
      return () => {
        clearInterval(heartbeat);
        disconnect();
      };
    });
  });
}
