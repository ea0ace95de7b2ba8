import { CLIENT_ID_RANDOM_LENGTH, CLIENT_ID_STORAGE_KEY, SESSION_ID_LENGTH } from '../constants';

/** Spec §9 ids: the browser's client id (kept in local storage) and the per-visit session id. */

const RANDOM_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Each decimal digit of the timestamp becomes one letter: 0→a … 9→j. */
const DIGIT_LETTERS = 'abcdefghij';
const CLIENT_ID_PATTERN = new RegExp(`^[${RANDOM_ALPHABET}]{${CLIENT_ID_RANDOM_LENGTH}}[${DIGIT_LETTERS}]+$`);

/** The part of browser storage these helpers use, so tests and servers can pass a plain object. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** `length` characters from letters and digits; `random` returns [0, 1) like Math.random. */
export function randomCharacters(length: number, random: () => number): string {
  let out = '';
  for (let index = 0; index < length; index += 1) {
    const pick = Math.min(RANDOM_ALPHABET.length - 1, Math.floor(random() * RANDOM_ALPHABET.length));
    out += RANDOM_ALPHABET[Math.max(0, pick)];
  }
  return out;
}

/** A millisecond timestamp written as letters, one per decimal digit: 1700000000000 → bhaaaaaaaaaaa. */
export function encodeTimestamp(now: number): string {
  const digits = String(Math.max(0, Math.trunc(now)));
  return Array.from(digits, (digit) => DIGIT_LETTERS[Number(digit)]).join('');
}

/** 4 random characters, then the timestamp as letters: two browsers never share an id by chance. */
export function makeClientId(now: number, random: () => number): string {
  return randomCharacters(CLIENT_ID_RANDOM_LENGTH, random) + encodeTimestamp(now);
}

export function makeSessionId(random: () => number): string {
  return randomCharacters(SESSION_ID_LENGTH, random);
}

export function isClientId(value: unknown): value is string {
  return typeof value === 'string' && CLIENT_ID_PATTERN.test(value);
}

/**
 * The client id stored under `client`, or a new one stored there. Storage that is missing, full or
 * forbidden (private browsing) only costs the id its persistence; it never breaks the page.
 */
export function readOrCreateClientId(storage: KeyValueStorage | undefined, now: number, random: () => number): string {
  try {
    const stored = storage?.getItem(CLIENT_ID_STORAGE_KEY);
    if (isClientId(stored)) return stored;
  } catch {
    // Unreadable storage: fall through to a fresh id.
  }
  const id = makeClientId(now, random);
  try {
    storage?.setItem(CLIENT_ID_STORAGE_KEY, id);
  } catch {
    // Unwritable storage: the id lasts for this page only.
  }
  return id;
}

/** The browser's local storage, or undefined where there is none or merely touching it throws (blocked cookies). */
export function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
