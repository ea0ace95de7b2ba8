/**
 * A listing's selection in every language (ProductListing.selection): the filters' and options' names
 * and selected values in Serbian and English, and the price bounds in RSD and EUR, so the language
 * switch writes the same listing's address in the other language (issue 24).
 */
import { sql } from 'kysely';
import type { GraphQLContext } from '../../context';
import type { LanguageId } from '../../../shared/i18n/languages';
import { pickAny } from '../../lib/translate';
import type { NameSelection } from './filter-facets';
import type { PriceBounds } from './listing-price';
import { rateOf } from './common';
import { round2 } from '../../../shared/rules/money';
import type { FilterRow } from './tables';
import type { OptionCatalogue } from './listing-options';

export interface SelectedFilter {
  names: string[];
  values: string[][];
}

export interface ListingSelectionResult {
  filters: SelectedFilter[];
  prices: { min: number | null; max: number | null }[];
}

export const NO_SELECTION: ListingSelectionResult = { filters: [], prices: [] };

const LANGS: readonly LanguageId[] = [0, 1];

/**
 * Each selection's names (its first filter's, else its options') and its values in both languages (a
 * filter's value first, else an option's, else as typed); names neither a filter's nor an option's
 * are left out.
 */
async function selectedFilters(ctx: GraphQLContext, filters: readonly FilterRow[], options: OptionCatalogue, selections: readonly NameSelection[]): Promise<SelectedFilter[]> {
  const known = selections.filter((selection) => selection.filterIds.length > 0 || selection.option);
  if (known.length === 0) return [];
  const specValues = await filterValues(ctx, known);
  return known.map((selection) => {
    const first = filters.find((filter) => selection.filterIds.includes(filter.id));
    const option = selection.option ? options.get(selection.key) : undefined;
    return {
      names: first ? LANGS.map((lang) => pickAny(first.names, lang)) : (option?.names ?? ['', '']),
      values: [...selection.values].map(([key, typed]) => {
        const row = specValues.find((candidate) => candidate.folded === key && selection.filterIds.includes(candidate.filter_id));
        return row ? [row.value_sr, row.value_en] : (option?.values.get(key)?.names ?? [typed, typed]);
      }),
    };
  });
}

/** The selected values of the selections' filters, as written in both languages. */
async function filterValues(ctx: GraphQLContext, selections: readonly NameSelection[]) {
  const folded = ctx.lang === 1 ? sql.ref('folded_en') : sql.ref('folded_sr');
  const ids = selections.flatMap((selection) => selection.filterIds);
  const values = selections.flatMap((selection) => [...selection.values.keys()]);
  if (ids.length === 0) return [];
  const { rows } = await sql<{ filter_id: number; folded: string; value_sr: string; value_en: string }>`
    select distinct on (filter_id, ${folded}) filter_id, ${folded} as folded, value_sr, value_en
    from product_specifications where filter_id = any(${ids}::int[]) and ${folded} = any(${values}::text[])
    order by filter_id, ${folded}, value_sr, value_en`.execute(ctx.db);
  return rows;
}

/** The bounds in each language's currency: the request's as given, the other's widened to whole units (no product drops out). */
async function pricesByLang(ctx: GraphQLContext, bounds: PriceBounds): Promise<ListingSelectionResult['prices']> {
  const { price_min: min, price_max: max } = bounds;
  if (min == null && max == null) return [];
  const rate = await rateOf(ctx);
  const toRsd = (amount: number) => (ctx.lang === 1 ? amount * rate : amount);
  return LANGS.map((lang) => {
    if (lang === ctx.lang) return { min: min ?? null, max: max ?? null };
    // Two decimals first, so 200 × 117.2 (23440.000000000004) is not widened to 23441.
    const inLang = (amount: number) => round2(lang === 1 ? toRsd(amount) / rate : toRsd(amount));
    return { min: min == null ? null : Math.floor(inLang(min)), max: max == null ? null : Math.ceil(inLang(max)) };
  });
}

export async function listingSelection(
  ctx: GraphQLContext,
  filters: readonly FilterRow[],
  options: OptionCatalogue,
  selections: readonly NameSelection[],
  bounds: PriceBounds,
): Promise<ListingSelectionResult> {
  const [selected, prices] = await Promise.all([selectedFilters(ctx, filters, options, selections), pricesByLang(ctx, bounds)]);
  return { filters: selected, prices };
}
