/**
 * NestPay's (Payten's) "hash version 3", which signs the form a shop posts to the bank's 3D Pay
 * Hosting page and the reply the bank posts back: every parameter but `hash` and `encoding`, in the
 * order of their names without regard to case, each value with `\` and `|` escaped, joined by `|`,
 * then `|` and the escaped store key; SHA-512, in base64. The store key never leaves the server.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The parameters the signature leaves out, by their names in lower case. */
const UNSIGNED = new Set(['hash', 'encoding', 'countdown']);

const escaped = (value: string) => value.replace(/\\/g, '\\\\').replace(/\|/g, '\\|');

/** The text a signature is made of, before SHA-512. */
export function signedText(params: Readonly<Record<string, string>>, storeKey: string): string {
  const names = Object.keys(params)
    .filter((name) => !UNSIGNED.has(name.toLowerCase()))
    .sort((a, b) => {
      const [x, y] = [a.toLowerCase(), b.toLowerCase()];
      return x < y ? -1 : x > y ? 1 : 0;
    });
  return [...names.map((name) => escaped(params[name] ?? '')), escaped(storeKey)].join('|');
}

/** The signature of `params` under `storeKey`: base64 of SHA-512. */
export function nestpayHash(params: Readonly<Record<string, string>>, storeKey: string): string {
  return createHash('sha512').update(signedText(params, storeKey), 'utf8').digest('base64');
}

/**
 * Whether a reply carries the signature its parameters make under `storeKey` (its `HASH`, in any
 * case), compared in constant time so its timing tells nothing about the right one.
 */
export function isSignedReply(params: Readonly<Record<string, string>>, storeKey: string): boolean {
  const name = Object.keys(params).find((key) => key.toLowerCase() === 'hash');
  const sent = name ? Buffer.from(params[name] ?? '', 'base64') : Buffer.alloc(0);
  const expected = Buffer.from(nestpayHash(params, storeKey), 'base64');
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
