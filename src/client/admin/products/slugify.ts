/** A URL segment from a name, as the server makes them: "Frižider Gorenje" → "frizider-gorenje". */
export function slugify(text: string): string {
  return text
    .toLocaleLowerCase('sr-Latn')
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
