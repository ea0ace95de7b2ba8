/**
 * A URL segment from a name: "Frižideri i zamrzivači" → "frizideri-i-zamrzivaci". Slugs of pages,
 * posts, categories, brands and products, and the names of stored files, are all made this way.
 */
export function slugify(text: string): string {
  return text
    .toLocaleLowerCase('sr-Latn')
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
