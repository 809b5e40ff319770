import { describe, expect, it } from 'vitest';
import { type ServerSentEvent, serverSentEvents } from './server-sent-events';

/** The bytes of `text` cut at the given byte offsets, as a slow network would deliver them. */
function bodyCutAt(text: string, cuts: number[]) {
  const bytes = new TextEncoder().encode(text);
  const ends = [...cuts, bytes.length];
  return new ReadableStream<Uint8Array>({
    start(controller) {
      ends.forEach((end, index) => {
        controller.enqueue(bytes.slice(index === 0 ? 0 : ends[index - 1], end));
      });
      controller.close();
    },
  });
}

async function read(body: ReadableStream<Uint8Array>) {
  const events: ServerSentEvent[] = [];
  for await (const event of serverSentEvents(body)) events.push(event);
  return events;
}

describe('serverSentEvents', () => {
  it('reads events cut anywhere by the network, even inside a letter or the blank line', async () => {
    const text =
      'event: delta\ndata: {"delta":"Ação"}\n\nevent: done\ndata: {"message":"Ação"}\n\n';
    const insideC = new TextEncoder().encode(text.slice(0, text.indexOf('ç'))).length + 1;
    const insideBlankLine =
      new TextEncoder().encode(text.slice(0, text.indexOf('\n\n'))).length + 1;
    expect(await read(bodyCutAt(text, [insideC, insideBlankLine]))).toEqual([
      { event: 'delta', data: '{"delta":"Ação"}' },
      { event: 'done', data: '{"message":"Ação"}' },
    ]);
  });

  it('accepts CRLF line ends (even cut between CR and LF), multi-line data, and a last event without its blank line', async () => {
    expect(
      await read(bodyCutAt('data: one\r\ndata: two\r\n\r\nevent: done\ndata: end', [10])),
    ).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'done', data: 'end' },
    ]);
  });
});
