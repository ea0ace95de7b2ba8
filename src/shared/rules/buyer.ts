/** A phone needs at least this many digits (spaces, dashes and a leading + do not count). */
export const PHONE_MIN_DIGITS = 6;

export function isPhone(value: string): boolean {
  return value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;
}

/** A Serbian tax number (PIB): nine digits. */
export function isVatNumber(value: string): boolean {
  return /^\d{9}$/.test(value.trim());
}
