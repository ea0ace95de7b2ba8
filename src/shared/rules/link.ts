/** The longest link address the shop takes (a banner's, a card's or a text's link). */
export const MAX_LINK_LENGTH = 2048;

/**
 * The addresses a link the administrator fills may point at, in every form and on the server alike
 * (the schema's `@link` arguments, the text editor's links, what the sanitiser keeps in HTML):
 * `http://` or `https://` with a host, `mailto:`, `tel:`, or a path of the shop starting with one `/`.
 * Never `javascript:`, `data:` or a protocol-relative `//host`. Surrounding spaces are ignored.
 */
export function isAllowedLink(address: string): boolean {
  const value = address.trim();
  if (value === '' || value.length > MAX_LINK_LENGTH || /\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return /^(https?:\/\/[^/\\]|mailto:|tel:)/i.test(value);
}
