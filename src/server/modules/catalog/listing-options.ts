/**
 * Listings narrowed by product option values (issue 27; 088_product_variants.sql). Options are each
 * product's own, so a shopper selects one by name as a specification filter is selected
 * (filter-facets.ts): "Veličina:42" is every product option of that name, in the request's language,
 * case and accents aside (foldText). A product matches when an active variant of it in stock has one
 * of the selected values; a name that is a filter's too matches a product meeting either.
 *
 * The names are folded here, once per option catalogue, not in SQL per row: catalog_fold costs about
 * 7 µs a call on PostgreSQL, 40 ms for the 5,850 values of a benchmark's 10,000 products each time a
 * statement would compare them.
 */
import { sql, type RawBuilder } from 'kysely';
import type { GraphQLContext } from '../../context';
import { outsideScope } from '../../cache/dependencies';
import { optionTextKey } from '../../cache/write-tags';
import { perContent } from '../../lib/per-content';
import type { NameSelection } from './filter-facets';
import { filterMatches } from './listing-facets';

/** A text in both languages: [Serbian, English]. */
export type Both = [string, string];

/** The values of one folded value among the options of one name: their ids, their products' (in step) and the first one's names. */
export interface OptionValue {
  ids: number[];
  products: number[];
  names: Both;
}

/** The options of one name (folded, in the request's language): the first one's names, and their values by folded value. */
export interface OptionName {
  names: Both;
  values: Map<string, OptionValue>;
}

/** Every product option name of the shop, by its folded name. */
export type OptionCatalogue = ReadonlyMap<string, OptionName>;

interface CatalogueRow {
  product_id: number;
  option_names: string[];
  value_id: number;
  value_names: string[];
}

/** The variants (alias v) a shopper can order of products sold in options (089's index holds those with values). */
export const orderableOptioned = sql`v.value_ids <> '{}' and v.active and v.stock > 0`;

const both = (texts: readonly string[]): Both => [(texts[0] || texts[1] || '').trim(), (texts[1] || texts[0] || '').trim()];

/**
 * The shop's option names and values, read when a listing selects something (to tell which names are
 * options', and which values they select) and for its selection in both languages; shared until an
 * option or value is written (its scan records their tables), whichever listing first read it.
 */
export function optionCatalogue(ctx: GraphQLContext): Promise<OptionCatalogue> {
  const lang = ctx.lang === 1 ? 1 : 0;
  return outsideScope(() => perContent(
    ctx,
    `option-catalogue ${lang}`,
    async () => {
      const { rows } = await sql<CatalogueRow>`select o.product_id, o.names as option_names, ov.id as value_id, ov.names as value_names
        from product_options o join product_option_values ov on ov.option_id = o.id order by o.position, o.id, ov.position, ov.id`.execute(ctx.db);
      // The keys a write names the options by too (optionTextKey), each worked out once.
      const folded = new Map<string, string>();
      const fold = (texts: readonly string[]) => {
        const text = texts.join('\u0000');
        return folded.get(text) ?? folded.set(text, optionTextKey(texts, lang)).get(text)!;
      };
      const catalogue = new Map<string, OptionName>();
      for (const row of rows) {
        const [nameKey, valueKey] = [fold(row.option_names), fold(row.value_names)];
        if (nameKey === '' || valueKey === '') continue;
        const option = catalogue.get(nameKey) ?? catalogue.set(nameKey, { names: both(row.option_names), values: new Map() }).get(nameKey)!;
        const value = option.values.get(valueKey) ?? option.values.set(valueKey, { ids: [], products: [], names: both(row.value_names) }).get(valueKey)!;
        value.ids.push(Number(row.value_id));
        value.products.push(Number(row.product_id));
      }
      return catalogue;
    },
    (catalogue) => [...catalogue.values()].reduce((sum, option) => sum + option.values.size, 1),
  ));
}

/** The values a selection picks among its name's options, with their products (in step). */
export function selectedValues(catalogue: OptionCatalogue, selection: NameSelection): { ids: number[]; products: number[] } {
  const picked = [...selection.values.keys()].flatMap((value) => catalogue.get(selection.key)?.values.get(value) ?? []);
  return { ids: picked.flatMap((value) => value.ids), products: picked.flatMap((value) => value.products) };
}

/**
 * SQL over `products p`: an active variant in stock has one of the values. The products that do are
 * found once per statement, each value's product's variants read by 089's index; comparing every
 * variant's values with all the selected ones (value_ids && …) read them all, 25 ms at 10,000 products.
 */
export const optionMatches = ({ ids, products }: { ids: number[]; products: number[] }) =>
  sql`p.id in (select v.product_id from unnest(${products}::int[], ${ids}::int[]) as s(product_id, value_id)
    join product_variants v on v.product_id = s.product_id and s.value_id = any(v.value_ids) where ${orderableOptioned})`;

/**
 * SQL over `products p`: the product meets one selection. A filter's name alone is exactly the
 * specification match it always was (so such a listing's statements, plans and kept keys are unchanged);
 * an option's name alone is the variant match; a name of both, either.
 */
export function selectionMatches(lang: number, catalogue: OptionCatalogue, selection: NameSelection): RawBuilder<unknown> {
  const values = [...selection.values.keys()];
  if (!selection.option) return filterMatches(lang, selection.filterIds, values);
  const option = optionMatches(selectedValues(catalogue, selection));
  return selection.filterIds.length ? sql`(${filterMatches(lang, selection.filterIds, values)} or ${option})` : option;
}
