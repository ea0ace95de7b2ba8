import { LRUCache } from 'lru-cache';
import type { ContentVersion } from './content-version';

/**
 * Results read from the content alone (a listing's facets and total, the category tree), shared by
 * every request under one content version: the whole shop's filter counts are the same for page 1
 * and page 7, sorted by name or by price, for every visitor. A result is kept under the version its
 * reading began in, and only if that is still the version when it is read (a change in between may
 * not show in it); every change forgets them all. Concurrent readings of one key share one query.
 */
export interface ContentMemo {
  read<T>(key: string, load: () => Promise<T>, size?: (value: T) => number): Promise<T>;
  /** The version a reading begins in: pass it to keep(). */
  version(): number;
  /** A kept value (a row by its key), or undefined. */
  peek(key: string): unknown;
  /** Keeps a value read since `began`, unless the content changed meanwhile. */
  keep(key: string, value: unknown, began: number): void;
}

/** About how many rows all kept results may hold together, unless the configuration says (CONTENT_MEMO_ROWS). */
export const DEFAULT_MEMO_ROWS = 200_000;

const memos = new WeakMap<ContentVersion, ContentMemo>();

/** A memo that keeps nothing (CONTENT_MEMO_ROWS=0): every reading goes to the database. */
const NO_MEMO: ContentMemo = { read: (_key, load) => load(), version: () => 0, peek: () => undefined, keep: () => undefined };

function createContentMemo(version: ContentVersion, mostRows: number): ContentMemo {
  if (mostRows <= 0) return NO_MEMO;
  const kept = new LRUCache<string, { value: Promise<unknown>; size: number }>({ maxSize: mostRows, sizeCalculation: (entry) => entry.size });
  const rows = new LRUCache<string, { value: unknown }>({ max: Math.max(1, Math.floor(mostRows / 4)) });
  // Every change empties both at once, so what they hold is always of the version now.
  version.onChange(() => {
    kept.clear();
    rows.clear();
  });
  return {
    version: () => version.current(),
    peek: (key) => rows.get(key)?.value,
    keep(key, value, began) {
      if (began === version.current()) rows.set(key, { value });
    },
    read<T>(key: string, load: () => Promise<T>, size: (value: T) => number = () => 1): Promise<T> {
      const began = version.current();
      const versioned = `${began} ${key}`;
      const found = kept.get(versioned);
      if (found) return found.value as Promise<T>;
      const value = load();
      kept.set(versioned, { value, size: 1 });
      value.then(
        (result) => {
          if (version.current() !== began) kept.delete(versioned);
          else if (kept.has(versioned)) kept.set(versioned, { value, size: Math.max(1, Math.min(mostRows, size(result))) });
        },
        () => kept.delete(versioned),
      );
      return value;
    },
  };
}

/** The memo of `version`'s process, made on first use, holding about `rows` rows. */
export function contentMemo(version: ContentVersion, rows = DEFAULT_MEMO_ROWS): ContentMemo {
  let memo = memos.get(version);
  if (!memo) memos.set(version, (memo = createContentMemo(version, rows)));
  return memo;
}
