import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { type EventStream, eventStreamResponse, MAX_UNREAD_BYTES } from './event-stream';

/** An app whose one route opens an event stream and hands it to the test. */
function appWithStream() {
  let opened: EventStream | undefined;
  const ended = vi.fn();
  const app = new Hono().get('/events', (c) =>
    eventStreamResponse(c, (stream) => {
      opened = stream;
      return ended;
    }),
  );
  return {
    ended,
    async open() {
      const response = await app.request('/events');
      if (!opened || !response.body) throw new Error('no stream opened');
      return { response, stream: opened, reader: response.body.getReader() };
    },
  };
}

async function readText(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const { value } = await reader.read();
  return new TextDecoder().decode(value);
}

describe('eventStreamResponse', () => {
  it('answers an event stream nothing buffers or caches', async () => {
    const { response } = await appWithStream().open();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
  });

  it('writes events, a data line for each line of their data, and comments', async () => {
    const { stream, reader } = await appWithStream().open();
    stream.send('poke', '{"projectId":"p"}');
    expect(await readText(reader)).toBe('event: poke\ndata: {"projectId":"p"}\n\n');
    stream.send('note', 'one\r\ntwo\nthree');
    expect(await readText(reader)).toBe('event: note\ndata: one\ndata: two\ndata: three\n\n');
    stream.comment('heartbeat');
    expect(await readText(reader)).toBe(': heartbeat\n\n');
  });

  it('ends once when the client goes, and sends nothing after', async () => {
    const app = appWithStream();
    const { stream, reader } = await app.open();
    await reader.cancel();
    expect(app.ended).toHaveBeenCalledTimes(1);
    stream.send('poke', '{}');
    stream.close();
    expect(app.ended).toHaveBeenCalledTimes(1);
  });

  it('ends the answer on close', async () => {
    const app = appWithStream();
    const { stream, reader } = await app.open();
    stream.send('ready', '{}');
    stream.close();
    expect(app.ended).toHaveBeenCalledTimes(1);
    expect(await readText(reader)).toBe('event: ready\ndata: {}\n\n');
    expect((await reader.read()).done).toBe(true);
  });

  it('drops a client that left too much unread, and ends its stream', async () => {
    const app = appWithStream();
    const { stream, reader } = await app.open();
    const poke = 'x'.repeat(1000);
    for (let sent = 0; sent <= MAX_UNREAD_BYTES; sent += poke.length) stream.send('poke', poke);
    expect(app.ended).toHaveBeenCalledTimes(1);
    await expect(reader.read()).rejects.toThrow(/stopped reading/);
  });

  it('a stream closed while it opens still ends once', async () => {
    const ended = vi.fn();
    const app = new Hono().get('/events', (c) =>
      eventStreamResponse(c, (stream) => {
        stream.close();
        return ended;
      }),
    );
    const response = await app.request('/events');
    expect(ended).toHaveBeenCalledTimes(1);
    expect(await response.text()).toBe('');
  });
});
