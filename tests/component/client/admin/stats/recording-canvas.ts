/** A call made on a canvas context or a path. */
export interface DrawCall {
  name: string;
  args: unknown[];
}

/** A Path2D that remembers how it was drawn (happy-dom has none). */
export class RecordingPath2D {
  readonly calls: DrawCall[] = [];
  constructor(from?: RecordingPath2D) {
    if (from instanceof RecordingPath2D) this.calls.push(...from.calls);
    return new Proxy(this, {
      get: (target, name) =>
        name in target ? target[name as keyof RecordingPath2D] : (...args: unknown[]) => void target.calls.push({ name: String(name), args }),
    });
  }
}

/** Every call made on any canvas's 2D context, in order; a property write (strokeStyle, font, …) is a call named `=name`. */
export interface CanvasRecording {
  calls: DrawCall[];
}

/**
 * happy-dom draws nothing (a canvas has no context without an adapter): this gives every canvas a
 * 2D context that records what a chart library asks it to draw, with text measured at 7 px a
 * character, until the returned `restore` is called.
 */
export function recordCanvasDrawing(): { recording: CanvasRecording; restore: () => void } {
  const recording: CanvasRecording = { calls: [] };
  const prototype = HTMLCanvasElement.prototype;
  const original = Object.getOwnPropertyDescriptor(prototype, 'getContext')!;
  const hadPath2D = 'Path2D' in globalThis;
  const state: Record<string, unknown> = {};
  const context = new Proxy(state, {
    get: (target, name) => {
      if (typeof name !== 'string') return undefined;
      if (name in target) return target[name];
      if (name === 'measureText') return (text: string) => ({ width: String(text).length * 7, actualBoundingBoxAscent: 9, actualBoundingBoxDescent: 3 });
      if (name === 'getLineDash') return () => [];
      return (...args: unknown[]) => void recording.calls.push({ name, args });
    },
    set: (target, name, value: unknown) => {
      target[String(name)] = value;
      recording.calls.push({ name: `=${String(name)}`, args: [value] });
      return true;
    },
  });
  Object.defineProperty(prototype, 'getContext', { configurable: true, writable: true, value: () => context });
  if (!hadPath2D) Object.defineProperty(globalThis, 'Path2D', { configurable: true, writable: true, value: RecordingPath2D });
  // uPlot announces pixel-ratio changes on the window with a global CustomEvent: the window is
  // happy-dom's, while the global (happy-dom-globals keeps Node's events) is Node's.
  const NodeCustomEvent = globalThis.CustomEvent;
  globalThis.CustomEvent = window.CustomEvent as unknown as typeof CustomEvent;
  return {
    recording,
    restore: () => {
      globalThis.CustomEvent = NodeCustomEvent;
      Object.defineProperty(prototype, 'getContext', original);
      if (!hadPath2D) delete (globalThis as Record<string, unknown>)['Path2D'];
    },
  };
}
