/** The longest link address the editor takes (the same bound as a URL field). */
export const MAX_LINK_LENGTH = 2048;

/**
 * The addresses a link may point at: what the server's sanitiser keeps (src/server/lib/sanitize-html.ts:
 * http(s), mailto and tel, and the shop's own paths), so a link made in the editor is saved as made.
 */
export function isAllowedLink(address: string): boolean {
  const value = address.trim();
  if (value === '' || value.length > MAX_LINK_LENGTH || /\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return /^(https?:\/\/[^/]|mailto:|tel:)/i.test(value);
}
