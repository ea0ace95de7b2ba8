import { foldText } from '../../shared/search/fold';

/** One value of a facet: a brand, a filter's value, a category of the results. */
export interface FacetChoice {
  key: string;
  label: string;
  /** How many products it would show. */
  count: number;
  checked: boolean;
  /** A colour's swatch (#rrggbb) shown before the label, as on the product page. */
  swatch?: string | null;
}

/** A list longer than this shows its first COLLAPSED_COUNT values and a "show all" button (issue 24: "about 8"). */
export const COLLAPSE_ABOVE = 10;
export const COLLAPSED_COUNT = 8;
/** A list of this many values or more gets a field that narrows them as the shopper types. */
export const SEARCH_FROM = 15;

/** Whether the list hides some of its values until "show all". */
export const collapses = (choices: readonly FacetChoice[]) => choices.length > COLLAPSE_ABOVE;

interface View {
  expanded: boolean;
  /** What the shopper typed in the list's field ('' for none). */
  term: string;
  /** Values the shopper has ticked or unticked here: they stay where they were, so focus stays on the box. */
  pinned?: ReadonlySet<string>;
}

/**
 * The values a list shows: those the typed text names (the shop's folding: case, diacritics and
 * Cyrillic aside, so "zuta" finds "Žuta"), all of them; without a text, the first eight of a long
 * list until it is expanded, plus every ticked or just used one, so a choice never hides.
 */
export function shownChoices(choices: readonly FacetChoice[], { expanded, term, pinned }: View): FacetChoice[] {
  const wanted = foldText(term.trim());
  if (wanted) return choices.filter((choice) => foldText(choice.label).includes(wanted));
  if (expanded || !collapses(choices)) return [...choices];
  return choices.filter((choice, index) => index < COLLAPSED_COUNT || choice.checked || pinned?.has(choice.key));
}
