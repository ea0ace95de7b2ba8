import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Equal secrets (an order's key, a token, a password of an API), compared in a time that tells
 * nothing of how much of a guess was right, nor of the secret's length: both are hashed first.
 */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
