/**
 * A listing counted from the listing index (listing-index.ts), as listing-summary.ts's statement and
 * productPage's count it: its products (every selection but brands, filters and price bounds), each
 * marked with which of those it meets; each facet counted with every selection but its own; the page
 * in the sort's order. The rows are the statement's own (summary-rows.ts reads them either way).
 */
import type { IndexedProduct } from './indexed-products';
import type { IndexedShop, IndexSort } from './listing-index';

/** A selection by name (filter-facets.ts's NameSelection), as the index matches it. */
export interface IndexedSelection {
  key: string;
  filterIds: ReadonlySet<number>;
  /** Set when a product option has this name: an offered value of it matches too. */
  option: boolean;
  /** Folded values. */
  values: ReadonlySet<string>;
}

/** What a listing selects, in the index's terms (listing.ts builds it beside its SQL). */
export interface IndexedQuery {
  lang: 0 | 1;
  /** Epoch ms: the products shown now (active and inside their window). */
  now: number;
  /** The category's subtree, or null for the whole shop. */
  categories: readonly number[] | null;
  ids: readonly number[] | null;
  /** The rest of its scope: a group's shop template, a special listing. */
  where: readonly ((product: IndexedProduct) => boolean)[];
  brands: ReadonlySet<number> | null;
  /** RSD bounds: price ≥ low and price < high (listing-price.ts). */
  price: { low: number | null; high: number | null } | null;
  selections: readonly IndexedSelection[];
}

/** A row as listing-summary.ts's statement gives it (part 1: a brand's group, 2: a filter's value, 4: an option's value). */
export interface CountedRow {
  part: number;
  key: number | null;
  low: string | null;
  high: string | null;
  count: number;
  listed: number | null;
}

export interface CountedParts {
  brands: boolean;
  filters: boolean;
  options: boolean;
}

const visible = (product: IndexedProduct, now: number) =>
  product.active && (product.from == null || product.from <= now) && (product.to == null || product.to >= now);

/**
 * The listing's products before brands, filters and price bounds (its scope), in the order of
 * `among` (by default: a category's products, or the shop's).
 */
function scopeOf(shop: IndexedShop, query: IndexedQuery, among?: Iterable<IndexedProduct>): IndexedProduct[] {
  const ids = query.ids ? new Set(query.ids) : null;
  const inCategories = query.categories ? categoryProducts(shop, query.categories) : null;
  const found: IndexedProduct[] = [];
  for (const product of among ?? inCategories?.values() ?? shop.products.values()) {
    if (!visible(product, query.now)) continue;
    if (inCategories && !inCategories.has(product.id)) continue;
    if (ids && !ids.has(product.id)) continue;
    if (!query.where.every((test) => test(product))) continue;
    found.push(product);
  }
  return found;
}

/** The products linked to any of the categories, by id (a product in two of them once). */
function categoryProducts(shop: IndexedShop, categories: readonly number[]): Map<number, IndexedProduct> {
  const found = new Map<number, IndexedProduct>();
  for (const category of categories) for (const product of shop.inCategory(category)) found.set(product.id, product);
  return found;
}

/** Whether the product meets a selection: a filter's value of that name, or an offered value of that option name. */
function meets(product: IndexedProduct, selection: IndexedSelection, lang: 0 | 1): boolean {
  for (const specification of product.specifications) {
    if (selection.filterIds.has(specification.filter) && selection.values.has(specification.folded[lang])) return true;
  }
  if (!selection.option) return false;
  return product.options.some((offered) => offered.nameKey[lang] === selection.key && selection.values.has(offered.valueKey[lang]));
}

interface Marked {
  product: IndexedProduct;
  inBrands: boolean;
  inPrice: boolean;
  inFilters: boolean[];
  /** Every selection met. */
  all: boolean;
}

function mark(product: IndexedProduct, query: IndexedQuery): Marked {
  const inBrands = !query.brands || (product.brand != null && query.brands.has(product.brand));
  const { price } = query;
  const inPrice = !price || (product.price != null && (price.low == null || product.price >= price.low) && (price.high == null || product.price < price.high));
  const inFilters = query.selections.map((selection) => meets(product, selection, query.lang));
  return { product, inBrands, inPrice, inFilters, all: inBrands && inPrice && inFilters.every(Boolean) };
}

const lower = (a: string | null, b: string) => (a == null || b < a ? b : a);

/** The total, and the rows of the parts asked, as listing-summary.ts's statement groups them. */
export function countListing(shop: IndexedShop, query: IndexedQuery, parts: CountedParts & { total: boolean; price: boolean }): { total: number; rows: CountedRow[] } {
  const marked = scopeOf(shop, query).map((product) => mark(product, query));
  const rows: CountedRow[] = [];
  let total = 0;
  for (const item of marked) if (item.all) total += 1;
  if (parts.total || parts.brands || parts.price) rows.push(...brandRows(marked));
  if (parts.filters) rows.push(...filterRows(marked, query));
  if (parts.options) rows.push(...optionRows(marked, query));
  return { total, rows };
}

/** Per brand: its price bounds with its selection, its facet count without it, and how many the listing holds. */
function brandRows(marked: readonly Marked[]): CountedRow[] {
  const groups = new Map<number | null, { low: number | null; high: number | null; count: number; listed: number }>();
  for (const item of marked) {
    const brand = item.product.brand;
    const group = groups.get(brand) ?? groups.set(brand, { low: null, high: null, count: 0, listed: 0 }).get(brand)!;
    const filtered = item.inFilters.every(Boolean);
    const price = item.product.price;
    if (item.inBrands && filtered && price != null) {
      group.low = group.low == null ? price : Math.min(group.low, price);
      group.high = group.high == null ? price : Math.max(group.high, price);
    }
    if (item.inPrice && filtered) group.count += 1;
    if (item.all) group.listed += 1;
  }
  return [...groups].map(([key, group]) => ({ part: 1, key, low: group.low == null ? null : String(group.low), high: group.high == null ? null : String(group.high), count: group.count, listed: group.listed }));
}

/** Per filter and folded value: the products with it, every selection applied but its own name's. */
function filterRows(marked: readonly Marked[], query: IndexedQuery): CountedRow[] {
  const { lang, selections } = query;
  const values = new Map<string, { filter: number; folded: string; value: string | null; count: number }>();
  for (const item of marked) {
    if (!item.inBrands || !item.inPrice) continue;
    for (const specification of item.product.specifications) {
      const value = specification.value[lang];
      if (value === '') continue;
      // A product counts for a selected name's filter whatever it has of that name.
      if (!selections.every((selection, index) => selection.filterIds.has(specification.filter) || item.inFilters[index])) continue;
      const folded = specification.folded[lang];
      const key = `${specification.filter} ${folded}`;
      const entry = values.get(key) ?? values.set(key, { filter: specification.filter, folded, value: null, count: 0 }).get(key)!;
      entry.count += 1;
      entry.value = lower(entry.value, value);
    }
  }
  return [...values.values()].map((entry) => ({ part: 2, key: entry.filter, low: entry.folded, high: entry.value, count: entry.count, listed: null }));
}

/** Per option name and value offered: the products offering it, every selection applied but its name's. */
function optionRows(marked: readonly Marked[], query: IndexedQuery): CountedRow[] {
  const { lang, selections } = query;
  const byOption = selections.flatMap((selection, index) => (selection.option ? [{ key: selection.key, index }] : []));
  const values = new Map<string, { nameKey: string; valueKey: string; name: string | null; value: string | null; position: number; valuePosition: number; swatch: string | null; count: number }>();
  for (const item of marked) {
    if (!item.inBrands || !item.inPrice) continue;
    // The selections of names no option has apply to every option name.
    if (!selections.every((selection, index) => selection.option || item.inFilters[index])) continue;
    for (const offered of item.product.options) {
      const [nameKey, valueKey] = [offered.nameKey[lang], offered.valueKey[lang]];
      if (nameKey === '' || valueKey === '') continue;
      if (!byOption.every(({ key, index }) => nameKey === key || item.inFilters[index])) continue;
      const id = JSON.stringify([nameKey, valueKey]);
      const entry =
        values.get(id) ??
        values.set(id, { nameKey, valueKey, name: null, value: null, position: Infinity, valuePosition: Infinity, swatch: null, count: 0 }).get(id)!;
      entry.count += 1;
      entry.name = lower(entry.name, offered.name[lang]);
      entry.value = lower(entry.value, offered.value[lang]);
      entry.position = Math.min(entry.position, offered.optionPosition);
      entry.valuePosition = Math.min(entry.valuePosition, offered.valuePosition);
      if (offered.swatch != null) entry.swatch = lower(entry.swatch, offered.swatch);
    }
  }
  return [...values.entries()].map(([id, entry]) => ({
    part: 4,
    key: null,
    low: id,
    high: JSON.stringify([entry.name, entry.value, entry.position, entry.valuePosition, entry.swatch]),
    count: entry.count,
    listed: null,
  }));
}

/** One page of the listing's products (every selection met), in the sort's order, and how many there are. */
export async function pageOfListing(
  shop: IndexedShop,
  query: IndexedQuery,
  sort: IndexSort,
  page: { number: number; size: number },
): Promise<{ ids: number[]; total: number }> {
  // Ids asked for (the wishlist) come in their order, each once.
  const order = query.ids && sort === 'RELEVANCE' ? [...new Set(query.ids)].flatMap((id) => shop.products.get(id) ?? []) : await shop.ordered(sort, query.lang);
  const held = scopeOf(shop, query, order).filter((product) => mark(product, query).all);
  const from = (page.number - 1) * page.size;
  return { ids: held.slice(from, from + page.size).map((product) => product.id), total: held.length };
}
