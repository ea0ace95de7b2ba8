/**
 * Seeded randomness for the fixtures (orders, statistics, live visitors): the same numbers on every
 * run, so a screenshot or a contract test sees the same shop twice.
 */

/** A small seeded PRNG (mulberry32): returns numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A whole number in [min, max]. */
export function randomInt(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One item of a non-empty list. */
export function randomItem<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

const LETTER_OF_DIGIT = 'abcdefghij';
const ID_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomCharacters(random: () => number, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += ID_CHARACTERS[Math.floor(random() * ID_CHARACTERS.length)];
  return text;
}

/**
 * A browser's client id as the storefront makes it (spec §9): 4 random characters, then the
 * timestamp of its first visit with every digit written as a letter (0 → a … 9 → j), for example
 * `k7Qpbhjdegbcbaaaa`.
 */
export function mockClientId(random: () => number, firstVisitMs: number): string {
  let encoded = '';
  for (const digit of String(Math.floor(firstVisitMs))) encoded += LETTER_OF_DIGIT[Number(digit)];
  return randomCharacters(random, 4) + encoded;
}

/** A 6-character session id, as the storefront makes one per visit (spec §3). */
export function mockSessionId(random: () => number): string {
  return randomCharacters(random, 6);
}
