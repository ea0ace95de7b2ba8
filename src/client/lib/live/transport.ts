import type { LiveMessage } from './messages';

/** What a transport tells the connection about one attempt to open the channel. */
export interface LiveSink {
  /** The channel is ready: queued messages may go. */
  open(): void;
  message(message: LiveMessage): void;
  /** The channel dropped or ended; the connection decides when to try again. */
  closed(reason?: unknown): void;
}

/** How the live connection reaches the server; a test passes a fake, the app the GraphQL one. */
export interface LiveTransport {
  /** Starts one attempt to open the channel; returns what ends it. */
  connect(sink: LiveSink): () => void;
  /** Sends one message over the open channel. */
  send(message: LiveMessage): unknown;
}

/** The timers the connection waits with, injectable so tests decide when 3 s have passed. */
export interface LiveTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserTimers: LiveTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
