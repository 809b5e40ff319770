import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

const JSON_TYPE = /^\s*application\/(?:[\w.+-]+\+)?json\b/i;

type HeaderRecord = Record<string, string | string[]>;

/**
 * `c.json` that names the answer's length, which it knows as it writes the text. Hono's compress
 * middleware can only honour its 1 kB threshold when an answer has a Content-Length, and
 * `c.json()` sends none: without it, every `{"status":"ok"}` would go through a gzip stream and
 * come out larger. Every JSON answer of the API is made with `c.json` (refusals included: the
 * error handler and the validators answer on the same context). Reading each answer back to
 * measure it, as before, made a full WHATWG Response of the light one Node's adapter writes
 * directly, streamed its body and built another one — for several hundred calls a second in a
 * busy room (issue 34).
 */
const jsonWithLength = (c: Context): Context['json'] => {
  // c.json's overloads take a status or an init, then headers, as c.body's do.
  const body = c.body as (text: string, arg?: unknown, headers?: HeaderRecord) => Response;
  const json = (object: unknown, arg?: unknown, headers?: HeaderRecord) => {
    const text = JSON.stringify(object);
    return body(text, arg, {
      'content-type': 'application/json',
      ...headers,
      'content-length': String(Buffer.byteLength(text)),
    });
  };
  return json as unknown as Context['json'];
};

/**
 * gzip (or deflate) for JSON answers of 1 kB or more when the client accepts it: a list of 500
 * ideas shrinks about tenfold. Only JSON: never the server-sent event streams
 * (`/api/sync/events`, the AI mentor's reply), which a compressor would hold back.
 */
export function compressApiResponses(): MiddlewareHandler {
  const gzip = compress({ contentTypeFilter: JSON_TYPE });
  return (c, next) => {
    c.json = jsonWithLength(c);
    return gzip(c, next);
  };
}
