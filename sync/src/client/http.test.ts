import { describe, expect, it } from 'vitest';
import { HttpError, requestJson } from './http';

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
