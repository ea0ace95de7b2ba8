/**
 * The mock's clock: this process's Date starts at the demo's fixed "now" and runs forward from
 * there. The demo data is dated relative to that moment (products on sale until a date, orders of
 * the last sixty days, today's statistics), so every start answers as on the demo's first day,
 * whatever the calendar says. PGlite reads the time through Date.now() too, so SQL's now() and
 * column defaults follow. Only the mock installs it; the server and the tests keep the real clock.
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
