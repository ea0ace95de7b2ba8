/**
 * A listing's option facets (ProductListing.option_filters): per option name and value, how many of
 * the listing's products have an active variant of that value in stock, counted with every selection
 * but that name's, as the filters' values are. One more part of the listing's summary statement
 * (listing-summary.ts), read from what each product offers (091_listing_option_values.sql: a row per
 * product and value in stock, its names shown and folded per language, kept as variants are written),
 * so a listing whose products have no options reads next to nothing more, and one whose products
 * have groups the rows of its products by their folded names.
 */
import { sql, type RawBuilder } from 'kysely';
import type { LanguageId } from '../../../shared/i18n/languages';
import { naturalCompare } from '../../../shared/catalog/natural-order';
import type { ListingValue, NameSelection } from './filter-facets';
import type { FacetScope } from './listing-facets';
import { whereAll } from './product-query';

/** The summary statement's part number of option values (listing-summary.ts numbers its parts 1 to 3). */
export const OPTION = 4;

export interface OptionFacet {
  name: string;
  values: ListingValue[];
}

/** A row of the part: `low` the JSON [name key, value key], `high` the JSON [name, value, the lowest option position, the lowest value position, a swatch or null]. */
export interface OptionValueRow {
  low: string | null;
  high: string | null;
  count: number | string;
}

const flag = (index: number) => sql.ref(`in_option_${index}`);

/**
 * The part's SQL, in the summary's columns (part, key, low, high, count, listed). `price` is the
 * listing's price bounds. A selection of an option's name applies to every other name: each product's
 * values carry whether the product meets it, and count for that name either way.
 */
export function optionFacetPart(lang: number, scope: FacetScope, price: RawBuilder<unknown> | null): RawBuilder<unknown> {
  const byOption = scope.selections.flatMap((selection, index) => (selection.option ? [{ key: selection.key, condition: scope.filterConditions[index]!, index }] : []));
  const others = scope.selections.flatMap((selection, index) => (selection.option ? [] : [scope.filterConditions[index]!]));
  const where = [...scope.scoped, ...(scope.brandCondition ? [scope.brandCondition] : []), ...(price ? [price] : []), ...others];
  const flags = byOption.map(({ condition, index }) => sql`, ${condition} as ${flag(index)}`);
  const exempt = byOption.map(({ key, index }) => sql`(k.name_key = ${key} or k.${flag(index)})`);
  // The language's element of each per-language column (SQL arrays count from 1).
  const at = sql.lit(lang === 1 ? 2 : 1);
  return sql`(select ${sql.lit(OPTION)} as part, null::integer as key, json_build_array(k.name_key, k.value_key)::text as low,
      json_build_array(min(k.name), min(k.value), min(k.position), min(k.value_position), min(k.swatch))::text as high, count(*)::bigint as count, null::bigint as listed
    from (select x.name_keys[${at}] as name_key, x.value_keys[${at}] as value_key, x.names[${at}] as name, x.value_names[${at}] as value,
        x.option_position as position, x.value_position, x.swatch${sql.join(flags, sql``)}
      from listing_option_values x join products p on p.id = x.product_id where ${whereAll(where)}) k
    where ${whereAll([sql`k.name_key <> ''`, sql`k.value_key <> ''`, ...exempt])}
    group by k.name_key, k.value_key)`;
}

/**
 * One facet per option name, ordered by the lowest position an option of that name has (then the
 * name), its values as valueOrder puts them; a selected value of a name no filter has stays at 0, so
 * the shopper can clear it (a filter's name keeps it in its filter's facet).
 */
export function optionFacets(rows: readonly OptionValueRow[], selections: readonly NameSelection[], lang: number): OptionFacet[] {
  const language: LanguageId = lang === 1 ? 1 : 0;
  const facets = new Map<string, { name: string; position: number; values: Map<string, PlacedValue> }>();
  const selectedOf = new Map(selections.map((selection) => [selection.key, selection.values]));
  for (const row of rows) {
    const [nameKey, valueKey] = JSON.parse(row.low ?? '[]') as [string, string];
    const [name, value, position, valuePosition, swatch] = JSON.parse(row.high ?? '[]') as [string, string, number, number, string | null];
    const facet = facets.get(nameKey) ?? facets.set(nameKey, { name, position, values: new Map() }).get(nameKey)!;
    facet.values.set(valueKey, { value, count: Number(row.count), selected: selectedOf.get(nameKey)?.has(valueKey) ?? false, position: valuePosition, swatch });
  }
  for (const selection of selections) {
    const facet = facets.get(selection.key);
    if (!selection.option || selection.filterIds.length || !facet) continue;
    for (const [folded, typed] of selection.values) if (!facet.values.has(folded)) facet.values.set(folded, { value: typed, count: 0, selected: true, position: Infinity, swatch: null });
  }
  const collator = new Intl.Collator(language === 1 ? 'en' : 'sr-Latn', { sensitivity: 'base' });
  return [...facets.values()]
    .sort((a, b) => a.position - b.position || collator.compare(a.name, b.name))
    .map((facet) => ({ name: facet.name, values: [...facet.values.values()].sort(valueOrder(language)).map(({ position: _, ...value }) => value) }));
}

type PlacedValue = ListingValue & { position: number };

/**
 * An option's values as a shopper reads them: numbers (shoe sizes, capacities) by their value, first;
 * words in the order the shop lists them (S, M, L, XL: no alphabet puts them right), by the lowest
 * position a value has among the listing's products, then by name.
 */
function valueOrder(language: LanguageId): (a: PlacedValue, b: PlacedValue) => number {
  const numeric = (value: PlacedValue) => /^\d/.test(value.value.trim());
  return (a, b) => {
    if (numeric(a) !== numeric(b)) return numeric(a) ? -1 : 1;
    if (!numeric(a) && a.position !== b.position) return a.position < b.position ? -1 : 1;
    return naturalCompare(a.value, b.value, language);
  };
}
