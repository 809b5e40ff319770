import { onTestFinished, vi } from 'vitest';

/** A JSON answer for a mocked fetch. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** One request to a fake server: its method, its path (as the app asked for it) and its body. */
export interface FakeRequest {
  method: string;
  path: string;
  body: string | undefined;
}

/**
 * Stands a fake server in for `fetch` until the test ends: `answer` gives each request's
 * answer, or undefined for a 404 'Não encontrado.' (it may also throw, as fetch does offline).
 * Returns the calls received, each 'METHOD path' followed by the body when there is one.
 */
export function fakeServer(
  answer: (request: FakeRequest) => Response | undefined | Promise<Response | undefined>,
): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? init.body : undefined;
      calls.push(`${method} ${input}${body ? ` ${body}` : ''}`);
      return (
        (await answer({ method, path: input, body })) ??
        jsonResponse({ error: 'Não encontrado.', code: 'not_found' }, 404)
      );
    }),
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return calls;
}
