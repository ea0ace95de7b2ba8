import { RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_STORAGE_KEY } from '../../../shared/constants';
import { readJson, storedProductId, writeJson, type BrowserStorage } from '../../lib/browser-storage';

/** The products the shopper opened last, most recent first; anything else stored reads as none. */
export function readRecentlyViewed(storage: BrowserStorage | undefined): string[] {
  const stored = readJson(storage, RECENTLY_VIEWED_STORAGE_KEY);
  if (!Array.isArray(stored)) return [];
  return stored.filter((id): id is string => typeof id === 'string' && storedProductId(id) === id).slice(0, RECENTLY_VIEWED_MAX);
}

/** Puts a product first in the list (once), keeping at most RECENTLY_VIEWED_MAX. */
export function recordRecentlyViewed(storage: BrowserStorage | undefined, productId: string): string[] {
  const ids = [productId, ...readRecentlyViewed(storage).filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_MAX);
  writeJson(storage, RECENTLY_VIEWED_STORAGE_KEY, ids);
  return ids;
}
