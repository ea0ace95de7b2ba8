/** A text with its `{name}` placeholders filled in; unknown placeholders stay as they are. */
export function fillIn(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
