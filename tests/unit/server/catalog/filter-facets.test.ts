import { describe, expect, it } from 'vitest';
import { facetsByName, selectionsByName } from '../../../../src/server/modules/catalog/filter-facets';

/** Phones (group 1) and TVs (group 3) each have a colour and a screen size; trainers (group 7) a colour. */
const FILTERS = [
  { id: 1, names: ['Boja', 'Colour'] },
  { id: 4, names: ['Dijagonala ekrana', 'Screen size'] },
  { id: 8, names: ['Dijagonala ekrana', 'Screen size'] },
  { id: 12, names: ['boja', 'Color'] },
  { id: 19, names: ['Boja', 'Colour'] },
];

describe('listing filters by name', () => {
  it('selects every filter of a name, in the request’s language, case and accents aside', () => {
    expect(selectionsByName(FILTERS, [{ name: ' BOJA ', values: ['Crna', ' crna', ''] }], 0)).toEqual([
      { key: 'boja', filterIds: [1, 12, 19], values: new Map([['crna', 'Crna']]) },
    ]);
    expect(selectionsByName(FILTERS, [{ name: 'Colour', values: ['Black'] }], 1)[0]!.filterIds).toEqual([1, 19]);
    // An id stands for its filter's name.
    expect(selectionsByName(FILTERS, [{ filter_id: '8', values: ['55"'] }], 0)[0]!.filterIds).toEqual([4, 8]);
  });

  it('lets a name or id no filter has match nothing, and leaves out selections without values', () => {
    expect(selectionsByName(FILTERS, [{ name: 'Materijal', values: ['Koža'] }, { filter_id: '99', values: ['x'] }], 0).map((selection) => selection.filterIds)).toEqual([[], []]);
    expect(selectionsByName(FILTERS, [{ name: 'Boja', values: [' '] }, { filter_id: 'x', values: ['y'] }], 0)).toEqual([]);
  });

  it('shows one facet per name, counts added up, values in natural order, a selected value kept at 0', () => {
    const selections = selectionsByName(FILTERS, [{ name: 'Boja', values: ['Zlatna'] }], 0);
    const facets = facetsByName(
      FILTERS,
      [
        { filter_id: 8, folded: '55"', value: '55"', count: 2 },
        { filter_id: 4, folded: '6,8"', value: '6,8"', count: 3 },
        { filter_id: 4, folded: '6,67"', value: '6,67"', count: 1 },
        { filter_id: 1, folded: 'crna', value: 'Crna', count: 4 },
        { filter_id: 19, folded: 'crna', value: 'Crna', count: 2 },
        { filter_id: 12, folded: 'bela', value: 'Bela', count: 1 },
      ],
      selections,
      0,
    );
    expect(facets.map(({ filter, values }) => [filter.id, values.map(({ value, count, selected }) => `${value} ${count}${selected ? ' ✓' : ''}`)])).toEqual([
      [1, ['Bela 1', 'Crna 6', 'Zlatna 0 ✓']],
      [4, ['6,67" 1', '6,8" 3', '55" 2']],
    ]);
  });
});
