import { describe, expect, it } from 'vitest';
import { clearWishlist, isInWishlist, readWishlist, removeFromWishlist, toggleWishlist, wishlistProductId } from '../../../../../src/client/lib/wishlist/storage';
import { WISHLIST_STORAGE_KEY } from '../../../../../src/shared/constants';
import { MemoryStorage } from '../../../support/memory-storage';

describe('toggleWishlist', () => {
  it('adds a product that is not in the wishlist and asks to count the add', () => {
    const storage = new MemoryStorage();
    expect(toggleWishlist(storage, '12')).toEqual({ action: 'added', ids: ['12'], sendWishlistAdded: true });
    expect(JSON.parse(storage.getItem(WISHLIST_STORAGE_KEY)!)).toEqual(['12']);
  });

  it('removes a product that is in it, without counting anything', () => {
    const storage = new MemoryStorage({ wishlist: '["7","12"]' });
    expect(toggleWishlist(storage, 12)).toEqual({ action: 'removed', ids: ['7'], sendWishlistAdded: false });
    expect(readWishlist(storage)).toEqual(['7']);
  });

  it('puts the newest add first', () => {
    const storage = new MemoryStorage();
    toggleWishlist(storage, 1);
    toggleWishlist(storage, 2);
    toggleWishlist(storage, 3);
    expect(readWishlist(storage)).toEqual(['3', '2', '1']);
  });

  it('ignores non-numeric ids (spec §5)', () => {
    const storage = new MemoryStorage({ wishlist: '["5"]' });
    for (const id of ['abc', '12a', '', '-3', '1.5', null, undefined, {}, Number.NaN]) {
      expect(toggleWishlist(storage, id)).toEqual({ action: 'ignored', ids: ['5'], sendWishlistAdded: false });
    }
    expect(storage.getItem(WISHLIST_STORAGE_KEY)).toBe('["5"]');
  });

  it('starts over from an empty wishlist when the stored data is invalid', () => {
    const storage = new MemoryStorage({ wishlist: '{not json' });
    expect(toggleWishlist(storage, '4')).toEqual({ action: 'added', ids: ['4'], sendWishlistAdded: true });
  });

  it('still answers when storage is unavailable', () => {
    const storage = new MemoryStorage();
    storage.failReads = true;
    storage.failWrites = true;
    expect(toggleWishlist(storage, '4')).toEqual({ action: 'added', ids: ['4'], sendWishlistAdded: true });
    expect(toggleWishlist(undefined, '4').action).toBe('added');
  });
});

describe('readWishlist', () => {
  it.each([
    ['not JSON', '[1,2'],
    ['an object', '{"ids":["1"]}'],
    ['a string', '"12"'],
    ['null', 'null'],
    ['a list with a non-id', '["1","x"]'],
    ['a list with an object', '["1",{"id":2}]'],
  ])('reads %s as empty', (_name, stored) => {
    expect(readWishlist(new MemoryStorage({ wishlist: stored }))).toEqual([]);
  });

  it('reads nothing stored as empty, and numeric ids as strings once each', () => {
    expect(readWishlist(new MemoryStorage())).toEqual([]);
    expect(readWishlist(new MemoryStorage({ wishlist: '[3,"4",3]' }))).toEqual(['3', '4']);
  });

  it('answers membership and can be cleared', () => {
    const storage = new MemoryStorage({ wishlist: '["3"]' });
    expect(isInWishlist(storage, 3)).toBe(true);
    expect(isInWishlist(storage, 'x')).toBe(false);
    clearWishlist(storage);
    expect(isInWishlist(storage, 3)).toBe(false);
  });

  it('normalises ids', () => {
    expect(wishlistProductId(' 42 ')).toBe('42');
    expect(wishlistProductId(42)).toBe('42');
    expect(wishlistProductId(4.2)).toBeNull();
  });
});

describe('removeFromWishlist', () => {
  it('takes the product off and keeps the others in order', () => {
    const storage = new MemoryStorage({ wishlist: '["3","7","12"]' });
    expect(removeFromWishlist(storage, 7)).toEqual(['3', '12']);
    expect(readWishlist(storage)).toEqual(['3', '12']);
  });

  it('never adds: removing a product that is not on the list changes nothing', () => {
    const storage = new MemoryStorage({ wishlist: '["3"]' });
    expect(removeFromWishlist(storage, '12')).toEqual(['3']);
    expect(removeFromWishlist(storage, 'abc')).toEqual(['3']);
    expect(storage.getItem(WISHLIST_STORAGE_KEY)).toBe('["3"]');
  });
});
