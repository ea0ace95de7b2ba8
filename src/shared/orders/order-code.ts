/**
 * An order's public code: a readable sequence for people on the phone (IZ-26-00042) and a random
 * secret, because the code alone opens the order status page with the customer's address.
 */
export const ORDER_CODE_SECRET_LENGTH = 8;

/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
export const ORDER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** The fewest digits an order's number within its year is written with (IZ-26-00042). */
export const ORDER_NUMBER_DIGITS = 5;

export const ORDER_CODE_PATTERN = new RegExp(`^IZ-\\d{2}-\\d{${ORDER_NUMBER_DIGITS}}-[${ORDER_CODE_ALPHABET}]{${ORDER_CODE_SECRET_LENGTH}}$`);

/** The secret part made from random bytes (at least ORDER_CODE_SECRET_LENGTH of them). */
export function orderCodeSecret(randomBytes: Uint8Array): string {
  if (randomBytes.length < ORDER_CODE_SECRET_LENGTH) throw new Error('orderCodeSecret needs more random bytes');
  return Array.from(randomBytes.subarray(0, ORDER_CODE_SECRET_LENGTH), (byte) => ORDER_CODE_ALPHABET[byte % ORDER_CODE_ALPHABET.length]).join('');
}

/** What a code of `year` with `secret` holds before and after the order's number (the database writes the number in between at checkout). */
export function orderCodeAround(year: number, secret: string): { before: string; after: string } {
  return { before: `IZ-${String(year % 100).padStart(2, '0')}-`, after: `-${secret}` };
}

/** IZ-26-00042-7KQ4PX9M: the year's two digits, the order's number within the year, its secret. */
export function formatOrderCode(year: number, sequence: number, secret: string): string {
  const { before, after } = orderCodeAround(year, secret);
  return `${before}${String(sequence).padStart(ORDER_NUMBER_DIGITS, '0')}${after}`;
}

/** The readable part of a code (IZ-26-00042), which staff may search by. */
export function orderCodeNumber(code: string): string {
  return code.split('-').slice(0, 3).join('-');
}

/**
 * The query parameter of the order status link in the order e-mails, holding the order's status_key:
 * the page opens with it without asking for the e-mail (/porudzbina/IZ-26-00042-7KQ4PX9M?key=…).
 */
export const ORDER_KEY_PARAM = 'key';

/** An order code as shoppers type it (spaces, lower case) in the form the shop prints it. */
export function normalizeOrderCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}
