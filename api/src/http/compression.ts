import type { Context, MiddlewareHandler, Next } from 'hono';
import { compress } from 'hono/compress';

const JSON_TYPE = /^\s*application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * Gives a JSON answer its Content-Length. `c.json()` sends none, and Hono's compress middleware
 * can only honour its 1 kB threshold when there is one: without it, every `{"status":"ok"}` would
 * go through a gzip stream and come out larger. A JSON body is in memory already; this reads it
 * once more.
 */
async function measureJson(c: Context, next: Next) {
  await next();
  const type = c.res.headers.get('content-type');
  if (!type || !JSON_TYPE.test(type) || c.res.headers.has('content-length') || !c.res.body) return;
  const body = await c.res.arrayBuffer();
  c.res = new Response(body, c.res);
  c.res.headers.set('content-length', String(body.byteLength));
}

type HeaderRecord = Record<string, string | string[]>;

/**
 * `c.json` that names the answer's length, which it knows as it writes the text: measureJson
 * then has nothing to do. Reading the answer back made a full WHATWG Response of the light one
 * Node's adapter writes directly, streamed its body and built another one, for every answer —
 * a room's devices call several hundred times a second (issue 34).
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
    return gzip(c, () => measureJson(c, next));
  };
}
