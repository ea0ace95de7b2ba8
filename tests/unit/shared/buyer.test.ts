import { expect, it } from 'vitest';
import { isPhone, isVatNumber, PHONE_MIN_DIGITS } from '../../../src/shared/rules/buyer';

it('a phone counts only its digits, at least PHONE_MIN_DIGITS of them', () => {
  expect(isPhone('+381 63 882 1045')).toBe(true);
  expect(isPhone('1'.repeat(PHONE_MIN_DIGITS))).toBe(true);
  expect(isPhone(`+${'1'.repeat(PHONE_MIN_DIGITS - 1)} - `)).toBe(false);
});

it('a tax number (PIB) is exactly nine digits', () => {
  expect(isVatNumber('100123456')).toBe(true);
  for (const bad of ['10012345', '1001234567', '10012345a']) expect(isVatNumber(bad), bad).toBe(false);
});
