/** One event of a text/event-stream body. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

function parseBlock(block: string): ServerSentEvent | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  return data.length > 0 ? { event, data: data.join('\n') } : undefined;
}

/**
 * The events of a server-sent events body, as they arrive. (EventSource cannot POST, so the
 * chat reads the stream of its fetch.) Events may be split across network chunks.
 */
export async function* serverSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    // A CR at the very end may be the first half of a CRLF: it waits for the next chunk.
    const held = !done && buffer.endsWith('\r') ? '\r' : '';
    buffer = buffer.slice(0, buffer.length - held.length).replace(/\r\n?/g, '\n');
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const event = parseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event) yield event;
    }
    buffer += held;
    if (done) {
      const last = parseBlock(buffer);
      if (last) yield last;
      return;
    }
  }
}
