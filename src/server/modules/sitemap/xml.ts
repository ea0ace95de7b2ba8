/** The sitemaps.org protocol's two documents, written as text. */

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** A W3C datetime to the second, in UTC: 2025-01-31T09:15:00Z. */
export const w3cDate = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export interface Location {
  /** An absolute URL. */
  loc: string;
  lastmod: Date | null;
}

function document(root: 'urlset' | 'sitemapindex', child: 'url' | 'sitemap', locations: Iterable<Location>): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<${root} xmlns="${NAMESPACE}">`];
  for (const { loc, lastmod } of locations) {
    lines.push(`<${child}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</${child}>`);
  }
  lines.push(`</${root}>`, '');
  return lines.join('\n');
}

/** A sitemap: the pages it lists. */
export const urlsetXml = (urls: Iterable<Location>): string => document('urlset', 'url', urls);

/** A sitemap index: the sitemaps it names. */
export const sitemapIndexXml = (sitemaps: Iterable<Location>): string => document('sitemapindex', 'sitemap', sitemaps);
