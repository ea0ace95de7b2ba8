/**
 * A listing's filters by name: a parent category or the
 * whole shop holds several groups, and each group has its own Boja; the shopper sees one Boja
 * with every colour, and picking Crna narrows every group. The query string keys a selection by
 * the name (spec §2: name:value1,value2), in the request's language.
 */
import type { LanguageId } from '../../../shared/i18n/languages';
import { naturalCompare } from '../../../shared/catalog/natural-order';
import { foldText } from '../../lib/search';
import { pickAny } from '../../lib/translate';

/** What naming and ordering need of a filter. */
export interface NamedFilter {
  id: number;
  names: readonly string[];
}

/** A selection as GetProducts sends it: a filter's name (or one filter's id, standing for its name) and values. */
export interface FilterSelectionArg {
  name?: string | null;
  filter_id?: string | number | null;
  values: readonly string[];
}

/**
 * One selected name: the filters that carry it, whether it is also a product option's name
 * (listing-options.ts), and the values picked, folded → as typed.
 */
export interface NameSelection {
  key: string;
  filterIds: number[];
  /** Set when a product option has this name. */
  option?: true;
  values: Map<string, string>;
}

export interface ListingValue {
  value: string;
  count: number;
  selected: boolean;
  /** An option value's swatch colour (#rrggbb); null for everything else (said, so no mock fills it in). */
  swatch: string | null;
}

/** Products of a listing with a value of one filter: `folded` is the value through foldText. */
export interface ValueCount {
  filter_id: number;
  folded: string;
  value: string;
  count: number;
}

/** The key filters merge and selections match by: the name in the request's language, case and accents aside. */
export function filterKey(filter: NamedFilter, lang: number): string {
  return foldText(pickAny(filter.names, lang).trim());
}

/**
 * The selections by name, each with every filter of that name and whether `optionKeys` (the keys of
 * the products' option names) holds it. A name neither a filter's nor an option's (or an unknown id)
 * matches no product, as an unknown value does; a selection without values is left out.
 */
export function selectionsByName(
  filters: readonly NamedFilter[],
  selections: readonly FilterSelectionArg[] | null | undefined,
  lang: number,
  optionKeys: { has(key: string): boolean } = new Set<string>(),
): NameSelection[] {
  const byKey = new Map<string, NameSelection>();
  for (const selection of selections ?? []) {
    const key = selectionKey(filters, selection, lang);
    const values = selection.values.map((value) => value.trim()).filter((value) => foldText(value) !== '');
    if (key === undefined || values.length === 0) continue;
    const entry: NameSelection = byKey.get(key) ?? { key, filterIds: filters.filter((filter) => filterKey(filter, lang) === key).map((filter) => filter.id), values: new Map() };
    if (optionKeys.has(key)) entry.option = true;
    for (const value of values) if (!entry.values.has(foldText(value))) entry.values.set(foldText(value), value);
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

function selectionKey(filters: readonly NamedFilter[], selection: FilterSelectionArg, lang: number): string | undefined {
  const name = selection.name?.trim();
  if (name) return foldText(name);
  const id = String(selection.filter_id ?? '').trim();
  if (!/^\d+$/.test(id)) return undefined;
  const filter = filters.find((candidate) => candidate.id === Number(id));
  return filter ? filterKey(filter, lang) : `#${id}`;
}

/**
 * One facet per filter name, led by its first filter in `filters` (ordered by group, then filter
 * position): the counts of its filters added up (a product has one group, so one value per name),
 * selected values kept at 0 so the shopper can clear them, values in natural order.
 */
export function facetsByName<F extends NamedFilter>(
  filters: readonly F[],
  counts: readonly ValueCount[],
  selections: readonly NameSelection[],
  lang: number,
): { filter: F; values: ListingValue[] }[] {
  const language: LanguageId = lang === 1 ? 1 : 0;
  const keyOf = new Map(filters.map((filter) => [filter.id, filterKey(filter, lang)]));
  const first = new Map<string, F>();
  for (const filter of filters) if (!first.has(keyOf.get(filter.id)!)) first.set(keyOf.get(filter.id)!, filter);
  const selectedOf = new Map(selections.map((selection) => [selection.key, selection.values]));
  const facets = new Map<string, Map<string, ListingValue>>();
  const valuesOf = (key: string) => facets.get(key) ?? facets.set(key, new Map()).get(key)!;

  for (const row of counts) {
    const key = keyOf.get(row.filter_id);
    if (key === undefined || row.count <= 0) continue;
    const values = valuesOf(key);
    const known = values.get(row.folded);
    if (known) {
      known.count += row.count;
      if (row.value < known.value) known.value = row.value;
    } else {
      values.set(row.folded, { value: row.value, count: row.count, selected: selectedOf.get(key)?.has(row.folded) ?? false, swatch: null });
    }
  }
  for (const selection of selections) {
    if (!first.has(selection.key)) continue;
    const values = valuesOf(selection.key);
    for (const [folded, typed] of selection.values) if (!values.has(folded)) values.set(folded, { value: typed, count: 0, selected: true, swatch: null });
  }

  const order = [...first.keys()];
  return [...facets]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([key, values]) => ({
      filter: first.get(key)!,
      values: [...values.values()].sort((a, b) => naturalCompare(a.value, b.value, language)),
    }));
}
