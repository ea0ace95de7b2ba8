/**
 * A fixed clock: this process's Date starts at `start` and runs forward from there. The demo is
 * dated back from the day it is loaded (fixtures/clock.ts), so a mock or test that fixes the clock
 * at DEMO_TODAY sees the same shop on any calendar day, and one that fixes it at another day sees
 * that day's demo. PGlite reads the time through Date.now() too, so SQL's now() and column defaults
 * follow. `npm run mock` installs it only when MOCK_NOW is set; the server itself keeps the real clock.
 */
export function startClockAt(start: Date): void {
  const RealDate = Date;
  const offset = start.getTime() - RealDate.now();
  const now = () => RealDate.now() + offset;
  function ShiftedDate(this: unknown, ...args: unknown[]): Date | string {
    // Date() called as a function gives the current time as a string.
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length ? args : [now()], new.target) as Date;
  }
  ShiftedDate.prototype = RealDate.prototype;
  Object.assign(ShiftedDate, { now, parse: RealDate.parse, UTC: RealDate.UTC });
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
}
