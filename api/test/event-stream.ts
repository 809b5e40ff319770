/** One server-sent event as the browser's EventSource would hand it over. */
export interface ReceivedEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream response event by event (comments, i.e. heartbeats, skipped), so a
 * test can wait for the next event with a deadline.
 */
export class EventStreamReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = '';
  private readonly received: ReceivedEvent[] = [];

  constructor(response: Response) {
    if (!response.body) throw new Error('the event stream has no body');
    this.reader = response.body.getReader();
  }

  /** The next event, or an error after `timeoutMs`. */
  async next(timeoutMs = 5_000): Promise<ReceivedEvent> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), left);
      });
      // The timer is cleared when the read fails too: a stream closed while waiting must not
      // leave it to keep the process alive.
      const chunk = await Promise.race([this.pending ?? this.read(), timeout]).finally(() =>
        clearTimeout(timer),
      );
      if (chunk === 'timeout') throw new Error(`no event within ${timeoutMs} ms`);
    }
    return this.received.shift() as ReceivedEvent;
  }

  /** Resolves with true when no event arrives within `ms`. */
  async quietFor(ms: number): Promise<boolean> {
    try {
      const event = await this.next(ms);
      this.received.unshift(event);
      return false;
    } catch {
      return true;
    }
  }

  async close(): Promise<void> {
    await this.reader.cancel().catch(() => {});
  }

  private pending: Promise<void> | undefined;

  /** One read of the body; kept while in flight so a timed-out wait does not lose its chunk. */
  private read(): Promise<void> {
    this.pending = this.reader.read().then(({ value, done }) => {
      this.pending = undefined;
      if (done) throw new Error('the event stream ended');
      this.buffer += this.decoder.decode(value, { stream: true });
      this.parse();
    });
    return this.pending;
  }

  private parse(): void {
    let end = this.buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length > 0 || event !== 'message')
        this.received.push({ event, data: data.join('\n') });
      end = this.buffer.indexOf('\n\n');
    }
  }
}
