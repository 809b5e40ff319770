import type { LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkHost, RefusedAddress } from './public-address';

/** How one try ended: the receiver's HTTP status, or why there was none. */
export type PostOutcome = { statusCode: number } | { error: string };

/** How much of an answer is read before the connection is let go (the answer is not used). */
const ANSWER_BYTES_READ = 64 * 1024;

/**
 * The addresses to connect to, checked once: the connection goes to one of these and no other,
 * so a name that resolves to a public address when checked and a private one when connecting
 * (DNS rebinding) cannot take a delivery inside.
 */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_host, options, callback) => {
    const all = (options as { all?: boolean }).all;
    const [first] = addresses;
    if (all) (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    else callback(null, first?.address ?? '', first?.family ?? 4);
  };
}

/**
 * POSTs `body` to `url` once, within `timeoutMs`, after checking where the host leads
 * (public-address.ts); redirects are not followed (one could lead inside).
 */
export async function postBody(
  url: URL,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<PostOutcome> {
  let addresses: LookupAddress[];
  try {
    addresses = await checkHost(url.hostname, options.allowPrivate);
  } catch (error) {
    if (error instanceof RefusedAddress) return { error: error.code };
    throw error;
  }
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const requestOptions: RequestOptions = {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'user-agent': 'Trilha-Webhooks/1',
      ...headers,
    },
    lookup: pinnedLookup(addresses),
    timeout: options.timeoutMs,
  };
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      outgoing.destroy(new Error('timeout'));
    }, options.timeoutMs);
    const done = (outcome: PostOutcome) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    const outgoing = request(url, requestOptions, (answer) => {
      let read = 0;
      answer.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > ANSWER_BYTES_READ) answer.destroy();
      });
      answer.on('close', () => done({ statusCode: answer.statusCode ?? 0 }));
      answer.on('error', () => done({ statusCode: answer.statusCode ?? 0 }));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      done({ error: error.message === 'timeout' ? 'timeout' : (error.code ?? error.message) }),
    );
    outgoing.end(body);
  });
}
