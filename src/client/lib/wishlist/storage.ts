import { WISHLIST_STORAGE_KEY } from '../../../shared/constants';
import { readJson, storedProductId, writeJson, type BrowserStorage } from '../browser-storage';

/** The wishlist: product ids kept in browser storage (spec §9), most recently added first. */

/** A product id as the wishlist keeps it, or null for a non-numeric one (spec §5). */
export const wishlistProductId = storedProductId;

/** The stored ids; stored data that is not a list of ids reads as an empty wishlist (spec §8). */
export function readWishlist(storage: BrowserStorage | undefined): string[] {
  const stored = readJson(storage, WISHLIST_STORAGE_KEY);
  if (!Array.isArray(stored)) return [];
  const ids = stored.map(wishlistProductId);
  return ids.includes(null) ? [] : [...new Set(ids as string[])];
}

export function isInWishlist(storage: BrowserStorage | undefined, productId: unknown): boolean {
  const id = wishlistProductId(productId);
  return id !== null && readWishlist(storage).includes(id);
}

export interface WishlistToggle {
  action: 'added' | 'removed' | 'ignored';
  /** The wishlist after the toggle. */
  ids: string[];
  /** Only an add is counted, with CreateWishlistAdded. */
  sendWishlistAdded: boolean;
}

/** Adds the product when it is not in the wishlist, else removes it; a non-numeric id changes nothing. */
export function toggleWishlist(storage: BrowserStorage | undefined, productId: unknown): WishlistToggle {
  const ids = readWishlist(storage);
  const id = wishlistProductId(productId);
  if (id === null) return { action: 'ignored', ids, sendWishlistAdded: false };
  const added = !ids.includes(id);
  const next = added ? [id, ...ids] : ids.filter((stored) => stored !== id);
  writeJson(storage, WISHLIST_STORAGE_KEY, next);
  return { action: added ? 'added' : 'removed', ids: next, sendWishlistAdded: added };
}

export function clearWishlist(storage: BrowserStorage | undefined): void {
  writeJson(storage, WISHLIST_STORAGE_KEY, []);
}

/** Takes a product off the wishlist (the wishlist screen's remove); an id not on it changes nothing. */
export function removeFromWishlist(storage: BrowserStorage | undefined, productId: unknown): string[] {
  const ids = readWishlist(storage);
  const id = wishlistProductId(productId);
  if (id === null || !ids.includes(id)) return ids;
  const next = ids.filter((stored) => stored !== id);
  writeJson(storage, WISHLIST_STORAGE_KEY, next);
  return next;
}
