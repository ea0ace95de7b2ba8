import { describe, expect, it } from 'vitest';
import { canonicalProductPath, categoryTrail, isNonCanonicalPath } from '../../../../../src/client/storefront/product/category-trail';

const phones = { id: '1', name: 'Telefoni i tableti', slug: 'telefoni-i-tableti', parent_id: null };
const mobile = { id: '2', name: 'Mobilni telefoni', slug: 'mobilni-telefoni', parent_id: '1' };
const android = { id: '3', name: 'Android telefoni', slug: 'android-telefoni', parent_id: '2' };
const categories = [android, phones, mobile];
const product = { id: '1', slug: 'galaxy-a55' };

describe('categoryTrail', () => {
  it('walks the parents up to the top level and lists them from the top down', () => {
    expect(categoryTrail(categories, android).map((category) => category.slug)).toEqual(['telefoni-i-tableti', 'mobilni-telefoni', 'android-telefoni']);
  });

  it('is the leaf alone while its parents are unknown, and empty without a category', () => {
    expect(categoryTrail([], android)).toEqual([android]);
    expect(categoryTrail(categories, null)).toEqual([]);
  });

  it('stops at a loop in bad data', () => {
    const a = { id: 'a', name: 'A', slug: 'a', parent_id: 'b' };
    const b = { id: 'b', name: 'B', slug: 'b', parent_id: 'a' };
    expect(categoryTrail([a, b], a).map((category) => category.id)).toEqual(['b', 'a']);
  });
});

describe('canonical product path', () => {
  const trail = categoryTrail(categories, android);

  it('carries the whole category path in the language', () => {
    expect(canonicalProductPath(0, product, trail)).toBe('/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/galaxy-a55');
    expect(canonicalProductPath(1, product, [])).toBe('/product/1/galaxy-a55');
  });

  it('accepts the product\'s slug with any of its categories, or none', () => {
    expect(isNonCanonicalPath({ slug: 'galaxy-a55', categories: ['android-telefoni'] }, product, trail)).toBe(false);
    expect(isNonCanonicalPath({ slug: 'galaxy-a55', categories: [] }, product, trail)).toBe(false);
    expect(isNonCanonicalPath({ slug: 'galaxy-a55', categories: ['telefoni-i-tableti', 'mobilni-telefoni', 'android-telefoni'] }, product, trail)).toBe(false);
  });

  it('rejects another slug or a category segment of another language', () => {
    expect(isNonCanonicalPath({ slug: 'galaxy-a55-smartphone', categories: [] }, product, trail)).toBe(true);
    expect(isNonCanonicalPath({ slug: 'galaxy-a55', categories: ['android-phones'] }, product, trail)).toBe(true);
  });
});
