import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a kept thing (an answer, a page, a memo entry) shows, as tags: `products:12` for one product
 * (its row, or anything derived from it), `listing:c:7` and `listing:shop` for which products a
 * listing holds, a table's name (`banners`) for anything read by scanning it. A write makes stale
 * only what carries one of the tags it names (write-tags.ts), so what each entry read must be
 * recorded as it is read: by the loaders, the listing, and every SQL statement (database.ts's log).
 */
interface Collector {
  tags: Set<string>;
  /** The tags not recorded through a part kept apart (apart()): what the answer's frame shows. */
  frame: Set<string>;
  /** Whether this reading is a part kept apart: what it records is no part of the frames around it. */
  apart: boolean;
  /** Tables whose rows this reading tags itself (a listing names its scope instead of `products`). */
  explicit: ReadonlySet<string> | null;
  /** The tags that stand for those tables' rows here: every reading within records them (a memo entry read inside a listing shows its scope too). */
  scope: readonly string[];
  parent: Collector | null;
}

const current = new AsyncLocalStorage<Collector>();

/** Records tags on the reading under way and every reading it is part of (a memo entry inside an answer inside a page). */
export function recordDependency(...tags: string[]): void {
  let withinApart = false;
  for (let collector = current.getStore() ?? null; collector; collector = collector.parent) {
    for (const tag of tags) collector.tags.add(tag);
    if (!withinApart) for (const tag of tags) collector.frame.add(tag);
    withinApart ||= collector.apart;
  }
}

/** Records each tag of an iterable, as recordDependency does. */
export function recordDependencies(tags: Iterable<string>): void {
  if (current.getStore()) recordDependency(...tags);
}

/** Whether a reading is under way that records what it shows (outside one, nothing needs recording). */
export const isCollecting = (): boolean => current.getStore() !== undefined;

/**
 * Runs `read` as a reading of its own and gives what it recorded (also recorded on the reading it is
 * part of, if any). The set is the one `read` fills: read it once `read` has finished.
 */
export function collectDependencies<T>(read: () => T): { value: T; tags: ReadonlySet<string>; frameTags: ReadonlySet<string> } {
  const parent = current.getStore() ?? null;
  const scope = parent?.scope ?? [];
  const collector: Collector = { tags: new Set(scope), frame: new Set(scope), apart: false, explicit: parent?.explicit ?? null, scope, parent };
  return { value: current.run(collector, read), tags: collector.tags, frameTags: collector.frame };
}

/**
 * Runs `read` as a part kept apart from the answer it is part of (a listing's option facets): what
 * it records is recorded as always, but not as the answer's frame (collectDependencies' frameTags).
 * An answer whose frame is fresh while a part is stale is made again by computing the part alone
 * (graphql/answers/answer-parts.ts). What `read` gives must flow only into the fields kept apart.
 */
export function apart<T>(read: () => T): T {
  const parent = current.getStore();
  if (!parent) return read();
  return current.run({ tags: new Set(), frame: new Set(), apart: true, explicit: parent.explicit, scope: parent.scope, parent }, read);
}

/**
 * Runs `read` with the rows of `tables` tagged by `scope` instead of by the SQL statements that scan
 * them: a listing's scope is `listing:c:7` (or the product ids it names), so an edit of any product
 * does not make every listing stale. Every reading within, a memo entry too, records the scope.
 */
export function withExplicitTables<T>(tables: ReadonlySet<string>, scope: readonly string[], read: () => T): T {
  const parent = current.getStore();
  if (!parent) return read();
  recordDependency(...scope);
  const child: Collector = { tags: new Set(scope), frame: new Set(scope), apart: false, explicit: tables, scope: [...parent.scope, ...scope], parent };
  return current.run(child, read);
}

/**
 * Runs `read` within the reading under way but outside its scope: a memo entry read there (the shop's
 * filters, its option names) records what it reads itself, not the scope of the listing it was first
 * read for, so what makes that listing stale (a size selling out) leaves it kept. What it records
 * is recorded on the readings it is part of, as always.
 */
export function outsideScope<T>(read: () => T): T {
  const parent = current.getStore();
  if (!parent || (parent.scope.length === 0 && parent.explicit === null)) return read();
  return current.run({ tags: new Set(), frame: new Set(), apart: false, explicit: null, scope: [], parent }, read);
}

/** Tables among `tables` that the reading under way records itself (withExplicitTables). */
export function explicitTables(): ReadonlySet<string> | null {
  return current.getStore()?.explicit ?? null;
}
