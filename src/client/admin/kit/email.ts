/** Something that reads as one e-mail address (no spaces, list separators or brackets; a dot in the domain). */
const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]{2,}$/;

export function isEmail(text: string): boolean {
  return EMAIL.test(text);
}
