import type { LiveMessage, LiveSink, LiveTransport } from '../../../../../src/client/lib/live';

/** A live transport the test drives: it opens, drops and delivers when told, and records what was sent. */
export class FakeTransport implements LiveTransport {
  readonly sinks: LiveSink[] = [];
  readonly sent: LiveMessage[] = [];
  disconnects = 0;
  failSends = false;

  connect(sink: LiveSink): () => void {
    this.sinks.push(sink);
    return () => {
      this.disconnects += 1;
    };
  }

  send(message: LiveMessage): Promise<void> {
    if (this.failSends) return Promise.reject(new Error('offline'));
    this.sent.push(message);
    return Promise.resolve();
  }

  get attempts(): number {
    return this.sinks.length;
  }

  /** The sink of the latest attempt. */
  get latest(): LiveSink {
    const sink = this.sinks.at(-1);
    if (!sink) throw new Error('the connection never connected');
    return sink;
  }
}
