import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { App } from '../app';
import { lingerBeforeClosing } from './lingering-close';

/**
 * How long an idle kept-alive connection stays open. Node's 5 s default races clients that keep
 * theirs longer: a request sent on a connection the server is closing that same moment fails
 * with ECONNRESET (bench:load saw pushes and pulls fail so, issue 34). Clients and proxies close
 * theirs sooner than this (nginx's upstream pool after 60 s, deploy/nginx/trilha-upstream.conf),
 * so the server is never the one to close under them. Idle connections cost a socket each.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * close() ends the connections idle at that moment, but one answering a request then is kept
 * open, idle, for KEEP_ALIVE_TIMEOUT_MS after its answer, and close() waits for it. Once closing,
 * such a connection ends as soon as its answer has gone.
 */
function closeKeptAliveConnectionsOnClose(server: Server): void {
  const close = server.close.bind(server);
  server.close = (callback?: (error?: Error) => void) => {
    // 1 ms, not 0: Node reads 0 as "no idle timeout at all".
    server.keepAliveTimeout = 1;
    close(callback);
    server.closeIdleConnections();
    return server;
  };
}

/**
 * Serves the app over HTTP/1.1 on `hostname:port` (0: any free port), as `server.ts` does and the
 * tests that need real sockets do: with refused bodies' connections closed gently.
 */
export function startHttpServer(
  app: Pick<App, 'fetch'>,
  options: { port: number; hostname: string },
  onListening?: (info: AddressInfo) => void,
): Server {
  const server = serve({ fetch: app.fetch, ...options }, onListening) as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node wants the headers' deadline above the idle one, or it may cut a slow first request.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  closeKeptAliveConnectionsOnClose(server);
  lingerBeforeClosing(server);
  return server;
}
