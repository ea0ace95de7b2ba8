/** Lower case without diacritics, so "cokolada" finds "Čokolada" and "dj" finds "đ". */
export function foldText(text: string): string {
  return text
    .toLocaleLowerCase('sr-Latn')
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** True when `search` is empty or any of `texts` contains it, ignoring case and diacritics. */
export function matchesSearch(search: string | null | undefined, ...texts: (string | null | undefined)[]): boolean {
  const needle = search?.trim();
  if (!needle) return true;
  const folded = foldText(needle);
  return texts.some((text) => text != null && foldText(text).includes(folded));
}
