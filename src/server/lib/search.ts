import { foldText } from '../../shared/search/fold';

/** The one folding rule (src/shared/search/fold.ts), which SQL's catalog_fold applies too. */
export { foldText };

/** True when `search` is empty or any of `texts` contains it, ignoring case and diacritics. */
export function matchesSearch(search: string | null | undefined, ...texts: (string | null | undefined)[]): boolean {
  const needle = search?.trim();
  if (!needle) return true;
  const folded = foldText(needle);
  return texts.some((text) => text != null && foldText(text).includes(folded));
}
