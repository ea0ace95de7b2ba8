import { LRUCache } from 'lru-cache';
import { explicitTables, isCollecting, recordDependency } from './dependencies';
import { SCANNED_TABLE_TAGS } from './write-tags';

/**
 * The content's tables, as a SQL statement names them: every table whose writes are heard (migration
 * 080) and the tables triggers keep from them (the search's, what products offer in options).
 */
const CONTENT_TABLES = [
  'storage_files', 'categories', 'brands', 'groups', 'filters', 'group_campaigns', 'products', 'product_categories',
  'product_gallery', 'product_specifications', 'product_connections', 'pages', 'blocks', 'banners', 'settings',
  'blog_posts', 'order_countries', 'order_settings', 'search_synonyms', 'product_search', 'search_words',
  'product_options', 'product_option_values', 'product_variants', 'listing_option_values',
];
const TABLE_WORD = new RegExp(`\\b(${CONTENT_TABLES.join('|')})\\b`, 'g');

/** The content tables each statement's text names, read once per text (the server sends a few hundred different ones). */
const tablesOf = (() => {
  const known = new LRUCache<string, string[]>({ max: 5_000 });
  return (text: string): string[] => {
    let tables = known.get(text);
    if (!tables) known.set(text, (tables = [...new Set(text.match(TABLE_WORD) ?? [])]));
    return tables;
  };
})();

/**
 * Records, on the reading under way, the content tables a statement read: what an entry built from
 * it shows, unless the reading tags those rows itself (withExplicitTables). Called for every statement
 * the server runs (database.ts); nothing is read when no reading records.
 */
export function recordScannedTables(text: string): void {
  if (!isCollecting()) return;
  const explicit = explicitTables();
  for (const table of tablesOf(text)) {
    if (!explicit?.has(table)) recordDependency(...(SCANNED_TABLE_TAGS[table] ?? [table]));
  }
}
