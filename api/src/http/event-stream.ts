import type { Context } from 'hono';

/**
 * How much a client may leave unread before its stream is dropped: a device that stopped
 * reading (asleep with its connection open) would otherwise grow the queue for as long as its
 * room writes. At a busy room's 5 pokes a second this is a quarter of an hour of pokes; the
 * dropped client reconnects, and its new stream's `ready` makes it catch up.
 */
export const MAX_UNREAD_BYTES = 256 * 1024;

/** A text/event-stream answer as the handler that opened it sees it. */
export interface EventStream {
  /** Sends one event (its data may span lines). Does nothing once the stream is closed. */
  send(event: string, data: string): void;
  /** Sends a comment line, which clients ignore: a heartbeat that keeps proxies from closing. */
  comment(text: string): void;
  /** Ends the answer. */
  close(): void;
}

const encoder = new TextEncoder();

/**
 * Answers with a server-sent events stream whose events are queued straight into the answer's
 * body. Hono's `streamSSE` passes each event through a TransformStream and an async writer:
 * at 1,500 pokes a second to 300 streams this takes 0.57–0.58 of its CPU, about what writing to
 * Node's response directly takes (0.37–0.55; `npm run bench:stream-writes`). Unlike that, it
 * stays a web Response: middleware headers and `app.request` in tests work as for any other
 * answer. Every event stream of the API goes through it: live updates and the mentor's reply.
 *
 * `open` runs once the stream exists, and returns what to do when it ends, whichever side ends
 * it: the client going, `close()`, or a client too far behind ({@link MAX_UNREAD_BYTES}).
 */
export function eventStreamResponse(
  c: Context,
  open: (stream: EventStream) => () => void,
): Response {
  let ended = false;
  let onEnd: (() => void) | undefined;
  const end = () => {
    if (ended) return;
    ended = true;
    onEnd?.();
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const enqueue = (text: string) => {
          if (ended) return;
          controller.enqueue(encoder.encode(text));
          if ((controller.desiredSize ?? 0) < 0) {
            end();
            controller.error(new Error('the client stopped reading its event stream'));
          }
        };
        onEnd = open({
          send: (event, data) => enqueue(`event: ${event}\n${dataLines(data)}\n\n`),
          comment: (text) => enqueue(`: ${text}\n\n`),
          close: () => {
            if (ended) return;
            end();
            controller.close();
          },
        });
        // `open` may have closed the stream already; its clean-up is due now.
        if (ended) onEnd();
      },
      cancel: end,
    },
    new ByteLengthQueuingStrategy({ highWaterMark: MAX_UNREAD_BYTES }),
  );
  return c.body(body, 200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-store',
    // nginx and similar proxies would otherwise buffer the stream.
    'X-Accel-Buffering': 'no',
  });
}

/** The `data:` lines of an event: one per line of its data, as the format requires. */
function dataLines(data: string): string {
  return data.includes('\n') || data.includes('\r')
    ? data
        .split(/\r\n|\r|\n/)
        .map((line) => `data: ${line}`)
        .join('\n')
    : `data: ${data}`;
}
