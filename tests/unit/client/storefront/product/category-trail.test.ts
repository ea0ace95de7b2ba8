import { describe, expect, it } from 'vitest';
import { canonicalProductPath, isNonCanonicalPath, productTrail } from '../../../../../src/client/storefront/product/category-trail';

const phones = { id: '1', name: 'Telefoni i tableti', slug: 'telefoni-i-tableti' };
const mobile = { id: '2', name: 'Mobilni telefoni', slug: 'mobilni-telefoni' };
const android = { id: '3', name: 'Android telefoni', slug: 'android-telefoni' };
const trail = [phones, mobile, android];
const product = { id: '1', slug: 'galaxy-a55', category: { trail } };

describe('productTrail', () => {
  it('is the main category’s path from the server, or empty without a category', () => {
    expect(productTrail(product)).toBe(trail);
    expect(productTrail({ category: null })).toEqual([]);
    expect(productTrail(undefined)).toEqual([]);
  });
});

describe('canonical product path', () => {
  it('carries the whole category path in the language', () => {
    expect(canonicalProductPath(0, product, trail)).toBe('/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/galaxy-a55');
    expect(canonicalProductPath(1, product, [])).toBe('/product/1/galaxy-a55');
  });

  it('accepts only the product’s slug with its whole category path', () => {
    expect(isNonCanonicalPath({ slug: 'galaxy-a55', categories: ['telefoni-i-tableti', 'mobilni-telefoni', 'android-telefoni'] }, product, trail)).toBe(false);
    expect(isNonCanonicalPath({ slug: 'galaxy-a55', categories: [] }, product, [])).toBe(false);
  });

  it('rejects a partial path, another slug or a category segment of another language', () => {
    expect(isNonCanonicalPath({ slug: 'galaxy-a55', categories: ['android-telefoni'] }, product, trail)).toBe(true);
    expect(isNonCanonicalPath({ slug: 'galaxy-a55', categories: [] }, product, trail)).toBe(true);
    expect(isNonCanonicalPath({ slug: 'galaxy-a55-smartphone', categories: ['telefoni-i-tableti', 'mobilni-telefoni', 'android-telefoni'] }, product, trail)).toBe(true);
    expect(isNonCanonicalPath({ slug: 'galaxy-a55', categories: ['phones-and-tablets', 'mobile-phones', 'android-phones'] }, product, trail)).toBe(true);
  });
});
