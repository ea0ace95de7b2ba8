/** A translated text with its {placeholders} filled: fillText('No results for "{query}"', { query: 'tv' }). */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
