/**
 * The sitemap index and each language's sitemap (sitemaps.org): the home page, CMS pages, category
 * listings, brand shops, published posts and visible products, at most 50,000 addresses a file. A
 * language that has more is split into numbered parts (/sitemap-sr.xml, /sitemap-sr-2.xml, …), the
 * small records first, then the products in id order. Serbian has two editions (issue 29): its Latin
 * pages and the same pages in Cyrillic under /cir (/sitemap-sr-cyrl.xml).
 */
import { LANGUAGES, type LanguageId } from '../../../shared/i18n/languages';
import type { Script } from '../../../shared/i18n/scripts';
import { inScript } from '../../../shared/routing/script-path';
import type { Db } from '../../db/database';
import { categoryTrails, latest, productEntries, smallEntries } from './entries';
import { smallRecords, visibleProductSummary, visibleProducts } from './records';
import { sitemapIndexXml, urlsetXml } from './xml';

/** The protocol's limit of addresses in one sitemap. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapOptions {
  /** Addresses per file; the protocol's 50,000 unless a test wants parts of a small catalogue. */
  maxUrls?: number;
  now?: Date;
}

/** A sitemap's pages: a language's, and for Serbian its script's (a Language is its Latin edition). */
export interface SitemapEdition {
  code: string;
  id: LanguageId;
  script?: Script;
}

/** Serbian in Latin, Serbian in Cyrillic, English: the index lists them in this order. */
export const SITEMAP_EDITIONS: readonly SitemapEdition[] = [LANGUAGES[0], { code: 'sr-cyrl', id: 0, script: 'Cyrl' }, LANGUAGES[1]];

/** An edition's sitemap part's path: part 1 is /sitemap-sr.xml, the next /sitemap-sr-2.xml. */
export function sitemapPath(edition: SitemapEdition, part: number): string {
  return part === 1 ? `/sitemap-${edition.code}.xml` : `/sitemap-${edition.code}-${part}.xml`;
}

/** The edition and part a sitemap path names, or null when it names none. */
export function sitemapOfPath(path: string): { edition: SitemapEdition; part: number } | null {
  const match = /^\/sitemap-([a-z]{2}(?:-cyrl)?)(?:-([1-9]\d{0,5}))?\.xml$/.exec(path);
  const edition = match && SITEMAP_EDITIONS.find((each) => each.code === match[1]);
  if (!match || !edition || match[2] === '1') return null;
  return { edition, part: match[2] ? Number(match[2]) : 1 };
}

/** The index: every part of every language's sitemap, with the latest change among its language's pages. */
export async function sitemapIndex(db: Db, origin: string, options: SitemapOptions = {}): Promise<string> {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const now = options.now ?? new Date();
  const [records, products] = await Promise.all([smallRecords(db), visibleProductSummary(db)]);
  const sitemaps = SITEMAP_EDITIONS.flatMap((edition) => {
    const entries = smallEntries(records, categoryTrails(records.categories, edition.id), edition.id, now);
    const parts = Math.max(1, Math.ceil((entries.length + products.count) / maxUrls));
    const lastmod = latest(entries, products.lastmod);
    return Array.from({ length: parts }, (_, index) => ({ loc: origin + sitemapPath(edition, index + 1), lastmod }));
  });
  return sitemapIndexXml(sitemaps);
}

/** One part of an edition's sitemap; null when the edition has fewer parts. */
export async function sitemapPart(db: Db, origin: string, edition: SitemapEdition, part: number, options: SitemapOptions = {}): Promise<string | null> {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const now = options.now ?? new Date();
  const start = (part - 1) * maxUrls;
  const records = await smallRecords(db);
  const trails = categoryTrails(records.categories, edition.id);
  const allSmall = smallEntries(records, trails, edition.id, now);
  const small = allSmall.slice(start, start + maxUrls);
  const products = await visibleProducts(db, Math.max(0, start - allSmall.length), maxUrls - small.length);
  if (part > 1 && small.length === 0 && products.length === 0) return null;
  const entries = [...small, ...productEntries(products, trails, edition.id)];
  return urlsetXml(entries.map((entry) => ({ loc: origin + inScript(entry.path, edition.script ?? 'Latn'), lastmod: entry.lastmod })));
}
