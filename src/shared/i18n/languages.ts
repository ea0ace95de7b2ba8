/** The shop's languages (spec §9); the id is what travels in the `Lang` header. */
export const LANGUAGES = [
  { id: 0, code: 'sr', label: 'RS', currency: 'RSD' },
  { id: 1, code: 'en', label: 'EN', currency: 'EUR' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageId = Language['id'];
export type LanguageCode = Language['code'];

export const DEFAULT_LANGUAGE: Language = LANGUAGES[0];

export function langById(id: number): Language | undefined {
  return LANGUAGES.find((lang) => lang.id === id);
}

export function langByCode(code: string): Language | undefined {
  return LANGUAGES.find((lang) => lang.code === code);
}

export function isLanguageId(value: unknown): value is LanguageId {
  return typeof value === 'number' && langById(value) !== undefined;
}
