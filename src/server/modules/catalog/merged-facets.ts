/**
 * One facet per name: an option named as a specification filter of the listing (the colour a shoe is
 * sold in, "Boja", beside the colour a phone is described by) is not a second "Boja" but more values
 * of that filter's facet, since selecting the name matches either (listing-selection.ts). A value
 * counts the products described by it and those selling it in stock: exact while a product is either
 * described by a colour or sold in colours, as a shop describes it; one doing both counts twice. A
 * value sold as a swatch shows its swatch, also where products are described by it.
 */
import { foldText } from '../../../shared/search/fold';
import { naturalCompare } from '../../../shared/catalog/natural-order';
import type { FilterRow } from './tables';
import { filterKey, type ListingValue } from './filter-facets';
import type { OptionFacet } from './listing-option-facets';

type SpecFacet = { filter: FilterRow; values: ListingValue[] };

export function mergeSameNamed(filters: SpecFacet[], options: OptionFacet[], lang: number): { filters: SpecFacet[]; options: OptionFacet[] } {
  const byKey = new Map(filters.map((facet) => [filterKey(facet.filter, lang), facet]));
  const separate: OptionFacet[] = [];
  const merged = new Map<SpecFacet, ListingValue[]>();
  for (const option of options) {
    const facet = byKey.get(foldText(option.name.trim()));
    if (!facet) {
      separate.push(option);
      continue;
    }
    const values = new Map((merged.get(facet) ?? facet.values).map((value) => [foldText(value.value), { ...value }]));
    for (const value of option.values) {
      const known = values.get(foldText(value.value));
      if (known) {
        known.count += value.count;
        known.selected ||= value.selected;
        known.swatch ??= value.swatch;
      } else values.set(foldText(value.value), { ...value });
    }
    merged.set(facet, [...values.values()].sort((a, b) => naturalCompare(a.value, b.value, lang === 1 ? 1 : 0)));
  }
  return { filters: filters.map((facet) => (merged.has(facet) ? { ...facet, values: merged.get(facet)! } : facet)), options: separate };
}
