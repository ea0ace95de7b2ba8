/**
 * What the shop takes as an e-mail address, in every form and on the server alike: one address
 * (no spaces, list separators, brackets or quotes), a dot in the domain, and a top-level domain of
 * at least two letters, digits or hyphens (xn-- names included). Surrounding spaces are ignored.
 */
const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[\p{L}\p{N}-]{2,}$/u;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** One or more addresses separated by commas, each an address (the shop's order e-mail setting). */
export function isEmailList(value: string): boolean {
  const parts = value.split(',').map((part) => part.trim());
  return parts.length > 0 && parts.every((part) => part !== '' && isEmail(part));
}
