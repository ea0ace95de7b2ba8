import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSignedReply, nestpayHash, signedText } from '../../../../src/server/modules/payments/nestpay-hash';

describe("NestPay's hash version 3", () => {
  it('orders the parameters by name without regard to case, escapes \\ and |, leaves hash and encoding out, and ends with the store key', () => {
    const params = { oid: 'IZ-26-00042-1', amount: '5199.00', clientid: '13IN0001', Response: 'Approved', hashAlgorithm: 'ver3', encoding: 'utf-8', HASH: 'x', note: 'a|b\\c' };
    expect(signedText(params, 'key|1')).toBe('5199.00|13IN0001|ver3|a\\|b\\\\c|IZ-26-00042-1|Approved|key\\|1');
    expect(nestpayHash(params, 'key|1')).toBe(createHash('sha512').update('5199.00|13IN0001|ver3|a\\|b\\\\c|IZ-26-00042-1|Approved|key\\|1').digest('base64'));
  });

  it('accepts a reply only with the signature its parameters make under the store key', () => {
    const reply: Record<string, string> = { oid: 'IZ-26-00042-1', Response: 'Approved', ProcReturnCode: '00', mdStatus: '1', AuthCode: '123456', hashAlgorithm: 'ver3' };
    const signed = { ...reply, HASH: nestpayHash(reply, 'tajni-kljuc') };
    expect(isSignedReply(signed, 'tajni-kljuc')).toBe(true);
    expect(isSignedReply(signed, 'drugi-kljuc')).toBe(false);
    // A reply changed on its way (an approval made of a decline) or unsigned is refused.
    expect(isSignedReply({ ...signed, Response: 'Declined' }, 'tajni-kljuc')).toBe(false);
    expect(isSignedReply({ ...signed, amount: '1.00' }, 'tajni-kljuc')).toBe(false);
    expect(isSignedReply(reply, 'tajni-kljuc')).toBe(false);
    expect(isSignedReply({ ...reply, HASH: 'not base64 at all' }, 'tajni-kljuc')).toBe(false);
  });
});
