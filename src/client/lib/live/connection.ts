import { LIVE_RECONNECT_MS } from '../../../shared/constants';
import type { LiveMessage } from './messages';
import { browserTimers, type LiveTimers, type LiveTransport } from './transport';

export type LiveHandler = (message: LiveMessage) => void;
export type LiveLogger = (message: string, detail?: unknown) => void;
export type LiveState = 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped';

export interface LiveConnectionOptions {
  transport: LiveTransport;
  timers?: LiveTimers;
  reconnectMs?: number;
  /** Where a missing handler or a failed send is reported; nothing here is shown to the shopper (spec §8). */
  log?: LiveLogger;
}

/**
 * The storefront's live channel (spec §4): reconnects 3 s after it closes, queues what is sent
 * before it is open and sends it on open, skips a message with the same subject on the same path
 * as the last one, and hands incoming messages to the handler of their subject.
 */
export class LiveConnection {
  private readonly transport: LiveTransport;
  private readonly timers: LiveTimers;
  private readonly reconnectMs: number;
  private readonly log: LiveLogger;
  private readonly handlers = new Map<string, Set<LiveHandler>>();
  private readonly queue: LiveMessage[] = [];
  private last: { subject: string; path: string } | undefined;
  private current: LiveState = 'idle';
  /** Counts attempts, so a late event from an abandoned attempt changes nothing. */
  private attempt = 0;
  private disconnect: (() => void) | undefined;
  private retryTimer: unknown;

  constructor({ transport, timers = browserTimers, reconnectMs = LIVE_RECONNECT_MS, log = defaultLog }: LiveConnectionOptions) {
    this.transport = transport;
    this.timers = timers;
    this.reconnectMs = reconnectMs;
    this.log = log;
  }

  get state(): LiveState {
    return this.current;
  }

  /** Messages waiting for the channel to open, oldest first. */
  get pending(): readonly LiveMessage[] {
    return this.queue;
  }

  start(): void {
    if (this.current === 'idle' || this.current === 'stopped') this.connect();
  }

  /** Closes the channel for good (until start); queued messages stay queued. */
  stop(): void {
    this.current = 'stopped';
    this.attempt += 1;
    this.clearRetry();
    this.endAttempt();
  }

  /**
   * Sends now when open, else queues. Skipped, returning false, when the last message had the same
   * subject and path; `path` is the page it is sent from, for a page visit its name.
   */
  send(message: LiveMessage, path: string = message.name): boolean {
    if (this.last?.subject === message.subject && this.last.path === path) return false;
    this.last = { subject: message.subject, path };
    if (this.current === 'open') this.deliver(message);
    else this.queue.push(message);
    return true;
  }

  /** Registers a handler for a subject; returns what unregisters it. */
  on(subject: string, handler: LiveHandler): () => void {
    const set = this.handlers.get(subject) ?? new Set<LiveHandler>();
    set.add(handler);
    this.handlers.set(subject, set);
    return () => {
      set.delete(handler);
      if (set.size === 0 && this.handlers.get(subject) === set) this.handlers.delete(subject);
    };
  }

  private connect(): void {
    const attempt = ++this.attempt;
    const isCurrent = () => attempt === this.attempt;
    this.current = 'connecting';
    try {
      const disconnect = this.transport.connect({
        open: () => {
          if (isCurrent() && this.current === 'connecting') this.opened();
        },
        message: (message) => {
          if (isCurrent()) this.dispatch(message);
        },
        closed: (reason) => {
          if (isCurrent()) this.closed(reason);
        },
      });
      // An attempt that already closed inside connect has nothing left to end.
      if (isCurrent()) this.disconnect = disconnect;
      else disconnect();
    } catch (error) {
      if (isCurrent()) this.closed(error);
    }
  }

  private opened(): void {
    this.current = 'open';
    while (this.queue.length > 0 && this.current === 'open') this.deliver(this.queue.shift()!);
  }

  private closed(reason: unknown): void {
    if (this.current === 'stopped') return;
    this.attempt += 1;
    this.endAttempt();
    this.current = 'waiting';
    this.log('Live connection closed; reconnecting', reason);
    this.clearRetry();
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = undefined;
      if (this.current === 'waiting') this.connect();
    }, this.reconnectMs);
  }

  private deliver(message: LiveMessage): void {
    try {
      const sent = this.transport.send(message);
      if (sent instanceof Promise) sent.catch((error: unknown) => this.log('Live message not sent', error));
    } catch (error) {
      this.log('Live message not sent', error);
    }
  }

  private dispatch(message: LiveMessage): void {
    const handlers = this.handlers.get(message.subject);
    if (!handlers || handlers.size === 0) {
      this.log(`No live message handler for subject "${message.subject}"`, message);
      return;
    }
    for (const handler of [...handlers]) {
      try {
        handler(message);
      } catch (error) {
        this.log(`Live message handler for "${message.subject}" failed`, error);
      }
    }
  }

  private endAttempt(): void {
    const disconnect = this.disconnect;
    this.disconnect = undefined;
    try {
      disconnect?.();
    } catch (error) {
      this.log('Live connection did not close cleanly', error);
    }
  }

  private clearRetry(): void {
    if (this.retryTimer !== undefined) this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }
}

function defaultLog(message: string, detail?: unknown): void {
  console.warn(`[live] ${message}`, detail ?? '');
}
