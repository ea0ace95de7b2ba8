/** The sitemap's records as a language's addresses, each the storefront's canonical path. */
import type { LanguageId } from '../../../shared/i18n/languages';
import { pagePath, pathFor } from '../../../shared/routing/build-path';
import { brandPath, categoryListingPath, postPath, productPath } from '../../../shared/routing/canonical-paths';
import { categoryPath } from '../../../shared/rules/category-tree';
import { isPublished } from '../../../shared/rules/content-state';
import { pick } from '../../../shared/i18n/translated';
import { withLanguageParam } from '../../../shared/routing/language-param';
import { hasText, isPathNamed } from '../../lib/translate';
import type { CategoryRecord, ProductRecord, SmallRecords } from './records';

export interface SitemapEntry {
  /** A path of the storefront, as its links write it. */
  path: string;
  lastmod: Date | null;
}

/** The later of two moments: a record published or switched on after its last edit changed then. */
const later = (a: Date, b: Date | null): Date => (b && b.getTime() > a.getTime() ? b : a);

/**
 * Each category's path from the top of the tree, worked out once for every product that needs it
 * (a product's address names its main category's path as the storefront does, in the language's
 * slugs or the Serbian ones), and whether the language names the category and those above it.
 */
export type CategoryTrails = ReadonlyMap<number, { slugs: readonly { slug: string }[]; named: boolean }>;

export function categoryTrails(categories: readonly CategoryRecord[], lang: LanguageId): CategoryTrails {
  return new Map(
    categories.map((category) => {
      const path = categoryPath(categories, category.id);
      return [category.id, { slugs: path.map((step) => ({ slug: pick(step.slugs, lang) })), named: isPathNamed(path, lang) }];
    }),
  );
}

/**
 * A page's address in a language: its slug, and where both languages share it `?lang=` naming the
 * language, as the storefront's canonical address does (shared/routing/language-param.ts).
 */
function pageEntryPath(page: { names: readonly string[]; slugs: readonly string[] }, lang: LanguageId): string {
  const path = pagePath({ slug: pick(page.slugs, lang) });
  const other: LanguageId = lang === 0 ? 1 : 0;
  const shared = hasText(page.names, other) && pick(page.slugs, other) === pick(page.slugs, lang);
  return shared ? withLanguageParam(path, lang) : path;
}

/**
 * Everything but the products, in the order the sitemap lists them: the home page, CMS pages,
 * categories, brands, blog posts; a page, post or category not named in the language is not listed in it.
 * A path met twice (a page whose slug is a route's) is listed once.
 */
export function smallEntries(records: SmallRecords, trails: CategoryTrails, lang: LanguageId, now: Date): SitemapEntry[] {
  const home = records.pages.find((page) => page.code === 'home');
  const entries: SitemapEntry[] = [{ path: pathFor('home', lang), lastmod: home?.updated_at ?? null }];
  for (const page of records.pages) {
    const slug = pick(page.slugs, lang);
    if (page !== home && slug !== '' && hasText(page.names, lang)) entries.push({ path: pageEntryPath(page, lang), lastmod: page.updated_at });
  }
  for (const category of records.categories) {
    const trail = trails.get(category.id);
    if (trail?.named) entries.push({ path: categoryListingPath(lang, trail.slugs), lastmod: category.updated_at });
  }
  for (const brand of records.brands) entries.push({ path: brandPath(lang, { slug: pick(brand.slugs, lang) }), lastmod: brand.updated_at });
  for (const post of records.posts) {
    if (!isPublished(post, now) || !hasText(post.names, lang)) continue;
    entries.push({ path: postPath(lang, { id: post.id, slug: pick(post.slugs, lang) }), lastmod: later(post.updated_at, post.published_at) });
  }
  const byPath = new Map<string, SitemapEntry>();
  for (const entry of entries) if (!byPath.has(entry.path)) byPath.set(entry.path, entry);
  return [...byPath.values()];
}

/** The products named in the language (its sitemap leaves out one written in the other only). */
export function productEntries(products: readonly ProductRecord[], trails: CategoryTrails, lang: LanguageId): SitemapEntry[] {
  return products.filter((product) => hasText(product.names, lang)).map((product) => ({
    path: productPath(lang, { id: product.id, slug: pick(product.slugs, lang) }, product.category_id == null ? [] : (trails.get(product.category_id)?.slugs ?? [])),
    lastmod: later(product.updated_at, product.active_from),
  }));
}

/** The latest lastmod among entries, or null. */
export function latest(entries: readonly SitemapEntry[], also: Date | null = null): Date | null {
  let max = also;
  for (const entry of entries) if (entry.lastmod && (!max || entry.lastmod.getTime() > max.getTime())) max = entry.lastmod;
  return max;
}
