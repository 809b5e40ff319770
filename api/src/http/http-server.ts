import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { App } from '../app';
import { lingerBeforeClosing } from './lingering-close';

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
  lingerBeforeClosing(server);
  return server;
}
