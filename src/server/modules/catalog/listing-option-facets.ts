/**
 * A listing's option facets (ProductListing.option_filters): per option name and value, how many of
 * the listing's products have an active variant of that value in stock, counted with every selection
 * but that name's, as the filters' values are. One more part of the listing's summary statement
 * (listing-summary.ts), read from the variants that can be ordered of products sold in options
 * (089_listing_option_facets.sql indexes just those), so a listing whose products have no options
 * reads next to nothing more.
 *
 * The variants' values are grouped by their options' and their own names as written (a few dozen
 * in a shop) before those are folded (catalog_fold, about 7 µs a call), then merged by folded name and
 * value. A product counts once per value it has: a value is one product's own, so its in-stock values
 * are counted once each however many variants have them.
 */
import { sql, type RawBuilder } from 'kysely';
import type { LanguageId } from '../../../shared/languages';
import { naturalCompare } from '../../../shared/natural-order';
import type { ListingValue, NameSelection } from './filter-facets';
import type { FacetScope } from './listing-facets';
import { optionText, orderableOptioned } from './listing-options';
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
  const where = [orderableOptioned, ...scope.scoped, ...(scope.brandCondition ? [scope.brandCondition] : []), ...(price ? [price] : []), ...others];
  const flags = byOption.map(({ condition, index }) => sql`${condition} as ${flag(index)}`);
  const flagged = byOption.map(({ index }) => flag(index));
  const exempt = byOption.map(({ key, index }) => sql`(k.name_key = ${key} or k.${flag(index)})`);
  return sql`(select ${sql.lit(OPTION)} as part, null::integer as key, json_build_array(k.name_key, k.value_key)::text as low,
      json_build_array(min(k.name), min(k.value), min(k.position), min(k.value_position), min(k.swatch))::text as high, sum(k.count)::bigint as count, null::bigint as listed
    from (select g.*, catalog_fold(${optionText(sql.ref('g.option_names'), lang)}) as name_key, ${optionText(sql.ref('g.option_names'), lang)} as name,
        catalog_fold(${optionText(sql.ref('g.value_names'), lang)}) as value_key, ${optionText(sql.ref('g.value_names'), lang)} as value
      from (select o.names as option_names, ov.names as value_names, min(o.position) as position, min(ov.position) as value_position, min(ov.swatch) as swatch, count(*) as count${sql.join(flagged.map((column) => sql`, x.${column}`), sql``)}
        from (select distinct unnest(v.value_ids) as value_id${sql.join(flags.map((column) => sql`, ${column}`), sql``)}
          from product_variants v join products p on p.id = v.product_id where ${whereAll(where)}) x
        join product_option_values ov on ov.id = x.value_id join product_options o on o.id = ov.option_id
        group by o.names, ov.names${sql.join(flagged.map((column) => sql`, x.${column}`), sql``)}) g
      offset 0) k
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
