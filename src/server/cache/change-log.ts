/** Whether a kept entry may be sent: as it is, as the previous one while it is rebuilt, or not at all. */
export type Freshness = 'fresh' | 'servable' | 'stale';

/** The tag of a change of everything (display windows, an instance reconnecting, a write too large to name). */
export const EVERYTHING = '*';

/**
 * How long after a change an entry it made stale may still be sent while one request rebuilds it
 * (stale-while-revalidate): the visitors asking meanwhile get the previous answer at once instead of
 * all running the same queries. Checkout never reads a kept entry.
 */
export const STALE_SERVED_MS = 2_000;

/** Most recent changes remembered for stale-while-revalidate; past this, a stale entry is rebuilt before it is sent. */
const MOST_RECENT = 4_096;

interface Change {
  number: number;
  at: number;
  tags: ReadonlySet<string> | null;
}

/**
 * Which tags changed when, in numbers that only grow: an entry built since stamp S showing tags T is
 * stale when one of T (or everything) changed with a number above S. The numbers are this process's
 * own (consecutive: record()) or Redis's shared ones (pending() then settled, or adopt()ed from
 * another instance); either way, a number taken after a write committed is above every stamp taken
 * before it, so an entry that could have read what was before the write is stale.
 */
export function changeLog(start: number, now: () => number = Date.now) {
  let highest = start;
  let anyChange = start;
  const settled = new Map<string, number>();
  const pendingCount = new Map<string, number>();
  const recent: Change[] = [];

  const lastChange = (tag: string): number => ((pendingCount.get(tag) ?? 0) > 0 ? Number.MAX_SAFE_INTEGER : (settled.get(tag) ?? 0));
  const note = (tags: ReadonlySet<string> | null, number: number) => {
    for (const tag of tags ?? [EVERYTHING]) settled.set(tag, Math.max(settled.get(tag) ?? 0, number));
    highest = Math.max(highest, number);
    anyChange = Math.max(anyChange, number);
  };
  const prune = (time: number) => {
    let drop = 0;
    while (drop < recent.length && (time - recent[drop]!.at >= STALE_SERVED_MS || recent.length - drop > MOST_RECENT)) drop++;
    if (drop) recent.splice(0, drop);
  };
  const touches = (change: Change, tags: Iterable<string>) => {
    if (change.tags === null) return true;
    for (const tag of tags) if (change.tags.has(tag)) return true;
    return false;
  };

  /** Whether an entry built since `stamp` showing `tags` is fresh, stale but still servable, or stale. */
  const freshness = (tags: Iterable<string>, stamp: number): Freshness => {
    if (anyChange <= stamp) return 'fresh';
    let stale = lastChange(EVERYTHING) > stamp;
    if (!stale) {
      for (const tag of tags) {
        if (lastChange(tag) > stamp) {
          stale = true;
          break;
        }
      }
    }
    if (!stale) return 'fresh';
    // Servable only while every change since the stamp is still remembered (consecutive numbers
    // from stamp + 1 on) and the first of them that touches the entry is under STALE_SERVED_MS old.
    const time = now();
    prune(time);
    const first = recent[0];
    if (!first || first.number > stamp + 1) return 'stale';
    const cause = recent.find((change) => change.number > stamp && touches(change, tags));
    return cause && time - cause.at < STALE_SERVED_MS ? 'servable' : 'stale';
  };

  return {
    /** The stamp of a building that begins now. */
    stamp: () => highest,
    /** A change of `tags` (null: everything) under the next number of this process. */
    record(tags: ReadonlySet<string> | null): number {
      const number = highest + 1;
      note(tags, number);
      const time = now();
      recent.push({ number, at: time, tags });
      prune(time);
      return number;
    },
    /** A change of `tags` whose number is not known yet: until settle(number), every entry showing them is stale. */
    pending(tags: ReadonlySet<string> | null) {
      const keys = [...(tags ?? [EVERYTHING])];
      for (const tag of keys) pendingCount.set(tag, (pendingCount.get(tag) ?? 0) + 1);
      anyChange = Number.MAX_SAFE_INTEGER;
      let done = false;
      return {
        settle(number: number) {
          if (done) return;
          done = true;
          for (const tag of keys) {
            const left = (pendingCount.get(tag) ?? 1) - 1;
            if (left > 0) pendingCount.set(tag, left);
            else pendingCount.delete(tag);
          }
          note(tags, number);
          if (pendingCount.size === 0) anyChange = highest;
        },
      };
    },
    /** A number another instance took: later buildings here may carry it (it touches nothing here). */
    see(number: number): void {
      highest = Math.max(highest, number);
    },
    /** A change another instance numbered. */
    adopt(tags: ReadonlySet<string> | null, number: number): void {
      note(tags, number);
    },
    /**
     * freshness() of an entry already found fresh at stamp `checked`: while every change since then
     * is remembered, only their few tags are looked up in the entry's, not each of the entry's
     * (a listing shows a hundred) in the log.
     */
    freshSince(tags: ReadonlySet<string>, stamp: number, checked: number): Freshness {
      if (pendingCount.size > 0) return freshness(tags, stamp);
      if (checked >= highest) return 'fresh';
      const first = recent[0];
      if (checked >= stamp && first && first.number <= checked + 1) {
        let touched = false;
        for (let at = recent.length - 1; at >= 0 && !touched && recent[at]!.number > checked; at -= 1) {
          const changed = recent[at]!.tags;
          if (changed === null) touched = true;
          else for (const tag of changed) if (tags.has(tag)) touched = true;
        }
        if (!touched) return 'fresh';
      }
      return freshness(tags, stamp);
    },
    freshness,
  };
}

export type ChangeLog = ReturnType<typeof changeLog>;
