import { describe, expect, it } from 'vitest';
import { deadline, HttpError, requestJson } from './http';

/** A fetch that answers `body` with `status` and records what it was asked. */
function answering(body: string, status = 200) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status, statusText: status === 200 ? 'OK' : 'Bad Gateway' });
  };
  return { calls, fetchImpl };
}

describe('requestJson', () => {
  it('sends the cookie, a JSON content type only with a body, and answers the JSON', async () => {
    const { calls, fetchImpl } = answering('{"ok":true}');
    await expect(requestJson(fetchImpl, '/a')).resolves.toEqual({ ok: true });
    await requestJson(fetchImpl, '/b', { method: 'POST', body: '{}' });
    expect(calls[0]?.init).toMatchObject({ credentials: 'include', headers: undefined });
    expect(calls[1]?.init?.headers).toEqual({ 'content-type': 'application/json' });
    await expect(requestJson(answering('').fetchImpl, '/c')).resolves.toBeNull();
  });

  it("reads a refusal's code, words and coded message into one HttpError", async () => {
    const body = {
      error: 'Atualize',
      code: 'outdated_client',
      messageCode: 'sync.outdated_client',
    };
    const error = await requestJson(answering(JSON.stringify(body), 409).fetchImpl, '/x').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 409,
      code: 'outdated_client',
      serverMessage: 'Atualize',
      detail: { code: 'sync.outdated_client' },
      message: `409: ${JSON.stringify(body)}`,
    });
  });

  it("keeps a proxy's page as the message, with no code", async () => {
    const error = await requestJson(answering('<html>', 502).fetchImpl, '/x').catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 502, code: undefined, serverMessage: undefined });
    expect((error as HttpError).message).toBe('502: <html>');
  });
});

describe('deadline', () => {
  /** A fetch whose answer never comes: it fails only when its signal aborts, as fetch does. */
  const silent = (_url: string, init?: RequestInit) =>
    new Promise<Response>((_, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
    );

  it('ends a request with no answer as a network failure', async () => {
    const failure = requestJson(silent, '/api/sync/pull', { signal: deadline(20) });
    await expect(failure).rejects.toBeInstanceOf(TypeError);
    await expect(failure).rejects.toThrow(/no answer from \/api\/sync\/pull/);
  });

  it('does so in a browser without AbortSignal.timeout (iPads before iOS 16)', async () => {
    const native = Object.getOwnPropertyDescriptor(AbortSignal, 'timeout') as PropertyDescriptor;
    Object.defineProperty(AbortSignal, 'timeout', { value: undefined, configurable: true });
    let signal: AbortSignal;
    try {
      signal = deadline(20);
    } finally {
      Object.defineProperty(AbortSignal, 'timeout', native);
    }
    await expect(requestJson(silent, '/a', { signal })).rejects.toBeInstanceOf(TypeError);
    // The reason this module gives, not the native one ('The operation was aborted due to…').
    expect(signal.reason).toMatchObject({ name: 'TimeoutError', message: 'no answer in 20 ms' });
  });

  it('leaves an aborted request that was not given up on as it was', async () => {
    const controller = new AbortController();
    const failure = requestJson(silent, '/a', { signal: controller.signal });
    controller.abort();
    await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
  });
});
