import { LRUCache } from 'lru-cache';
import type { ContentVersion } from './content-version';
import { collectDependencies, recordDependencies } from './dependencies';

/**
 * Results read from the content alone (a listing's facets and total, the category tree, rows by id),
 * shared by every visitor's request while what they show is unchanged: the whole shop's filter
 * counts are the same for page 1 and page 7, sorted by name or by price, for every visitor. Each
 * result keeps the tags its reading recorded (dependencies.ts) and the stamp its reading began at,
 * and is read again only once a change touched one of its tags; a reading a change overtook is not
 * kept. A request using a kept result records its tags, so the answer or page built from it knows
 * what it shows. Concurrent readings of one key share one query.
 */
export interface ContentMemo {
  read<T>(key: string, load: () => Promise<T>, size?: (value: T) => number): Promise<T>;
  /** The stamp a reading of rows begins at: pass it to keep(). */
  version(): number;
  /** A kept row (by its key) still fresh, or undefined; its tags are recorded on the reading under way. */
  peek(key: string): unknown;
  /** Keeps a row read since `began`, showing `tags`, unless one of them changed meanwhile. */
  keep(key: string, value: unknown, began: number, tags: readonly string[]): void;
}

/** About how many rows all kept results may hold together, unless the configuration says (CONTENT_MEMO_ROWS). */
export const DEFAULT_MEMO_ROWS = 200_000;

interface Kept {
  value: Promise<unknown>;
  size: number;
  stamp: number;
  /** What the reading recorded; null while it runs. */
  tags: ReadonlySet<string> | null;
}

const memos = new WeakMap<ContentVersion, ContentMemo>();

/** A memo that keeps nothing (CONTENT_MEMO_ROWS=0): every reading goes to the database. */
const NO_MEMO: ContentMemo = { read: (_key, load) => load(), version: () => 0, peek: () => undefined, keep: () => undefined };

function createContentMemo(version: ContentVersion, mostRows: number): ContentMemo {
  if (mostRows <= 0) return NO_MEMO;
  const kept = new LRUCache<string, Kept>({ maxSize: mostRows, sizeCalculation: (entry) => entry.size });
  const rows = new LRUCache<string, { value: unknown; stamp: number; tags: readonly string[] }>({ max: Math.max(1, Math.floor(mostRows / 4)) });
  const fresh = (tags: Iterable<string>, stamp: number) => version.freshness(tags, stamp) === 'fresh';
  return {
    version: () => version.current(),
    peek(key) {
      const row = rows.get(key);
      if (!row) return undefined;
      if (!fresh(row.tags, row.stamp)) {
        rows.delete(key);
        return undefined;
      }
      recordDependencies(row.tags);
      return row.value;
    },
    keep(key, value, began, tags) {
      if (fresh(tags, began)) rows.set(key, { value, stamp: began, tags });
    },
    read<T>(key: string, load: () => Promise<T>, size: (value: T) => number = () => 1): Promise<T> {
      const found = kept.get(key);
      if (found?.tags === null && found.stamp === version.current()) {
        // A reading under way since no change at all: share it, and its tags once it has them.
        return found.value.then((value) => {
          recordDependencies(found.tags ?? []);
          return value as T;
        });
      }
      if (found?.tags && fresh(found.tags, found.stamp)) {
        recordDependencies(found.tags);
        return found.value as Promise<T>;
      }
      const stamp = version.current();
      const reading = collectDependencies(load);
      const entry: Kept = { value: reading.value, size: 1, stamp, tags: null };
      kept.set(key, entry);
      reading.value.then(
        (result) => {
          entry.tags = reading.tags;
          if (kept.get(key) !== entry) return;
          if (!fresh(reading.tags, stamp)) kept.delete(key);
          else kept.set(key, { ...entry, size: Math.max(1, Math.min(mostRows, size(result))) });
        },
        () => {
          if (kept.get(key) === entry) kept.delete(key);
        },
      );
      return reading.value;
    },
  };
}

/** The memo of `version`'s process, made on first use, holding about `rows` rows. */
export function contentMemo(version: ContentVersion, rows = DEFAULT_MEMO_ROWS): ContentMemo {
  let memo = memos.get(version);
  if (!memo) memos.set(version, (memo = createContentMemo(version, rows)));
  return memo;
}
