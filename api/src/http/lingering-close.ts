import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long a closing connection is still read after its last answer, at most. */
export const LINGER_MAX_MS = 30_000;
/** How much of what the client still sends is read (and dropped) before giving up. */
export const LINGER_MAX_BYTES = 64 * 1024 * 1024;

/**
 * A connection whose answer went out before its request's body had all arrived (a refused
 * body's 413, which says `Connection: close`) must end: the rest of the body would otherwise be
 * read as the next request. Node ends it by closing the socket once the answer is written; but
 * closing a socket that still receives data makes the kernel reset the connection, and a reset
 * wipes the answer from the client's buffer if it has not read it yet: the client sees
 * ECONNRESET or EPIPE instead of the 413 (docs/decisions/0008).
 *
 * So such a connection is closed as RFC 9112 §9.6 asks: our side half-closed after the answer,
 * and whatever the client still sends read and dropped — never parsed, as nothing after a
 * `Connection: close` answer is served — until the client closes its side, or for at most
 * LINGER_MAX_MS and LINGER_MAX_BYTES. Connections whose request had fully arrived close as
 * before.
 */
export function lingerBeforeClosing(server: Server): void {
  const latestRequest = new WeakMap<Socket, IncomingMessage>();
  server.on('request', (request: IncomingMessage) => {
    latestRequest.set(request.socket, request);
  });
  server.on('connection', (socket: Socket) => {
    // Node's http server closes a connection that ends with this answer through destroySoon.
    const closeNow = socket.destroySoon.bind(socket);
    socket.destroySoon = () => {
      if (latestRequest.get(socket)?.complete === false) linger(socket);
      else closeNow();
    };
  });
}

const lingering = new WeakSet<Socket>();

function linger(socket: Socket): void {
  if (lingering.has(socket)) return;
  lingering.add(socket);
  // The HTTP parser gets no more bytes (its 'data' listener goes, and a listener of our own
  // takes the socket's data from it): nothing read from here on is a request.
  socket.removeAllListeners('data');
  let dropped = 0;
  socket.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_MAX_BYTES) socket.destroy();
  });
  socket.once('end', () => socket.destroy());
  const deadline = setTimeout(() => socket.destroy(), LINGER_MAX_MS);
  deadline.unref();
  socket.once('close', () => clearTimeout(deadline));
  socket.end();
  // The parser read straight from the socket's handle, so the stream still waits for the data
  // it asked for before the parser took over, and would never ask again: an empty chunk ends
  // that wait and makes it read.
  if (!socket.readableEnded) socket.push(Buffer.alloc(0));
  socket.resume();
}
