import { describe, expect, it } from 'vitest';
import { accountDigits, ipsAmount, ipsQrText, orderReference, readIpsQrText } from '../../../../src/shared/orders/ips-qr';

describe('NBS IPS QR', () => {
  it('takes a Serbian account as people write it, in 18 digits, only with right control digits', () => {
    // The NBS's own example account, and the demo shop's.
    expect(accountDigits('845000000040484987')).toBe('845000000040484987');
    expect(accountDigits('160-0000000123456-54')).toBe('160000000012345654');
    expect(accountDigits('160-123456-54')).toBe('160000000012345654');
    expect(accountDigits(' 160 - 123456 - 54 ')).toBe('160000000012345654');
    expect(accountDigits('160-0000000123456-78')).toBeNull();
    expect(accountDigits('16012345654')).toBeNull();
    expect(accountDigits('RS35160000000012345654')).toBeNull();
  });

  it('makes model 97 references whose control digits a bank accepts (ISO 7064 MOD 97-10)', () => {
    expect(orderReference('IZ-26-00042-7KQ4PX9M')).toMatch(/^\d{2}2600042$/);
    const reference = orderReference('IZ-26-00042-7KQ4PX9M');
    // The control digits make the reference with them at the end ≡ 1 (mod 97).
    const moved = `${reference.slice(2)}${reference.slice(0, 2)}`;
    expect(BigInt(moved) % 97n).toBe(1n);
  });

  it('writes the amount in RSD with a decimal comma and two decimals', () => {
    expect(ipsAmount(3596.13)).toBe('RSD3596,13');
    expect(ipsAmount(1200)).toBe('RSD1200,00');
    expect(ipsAmount(0.005 + 10)).toBe('RSD10,01');
  });

  it("writes an order's payment in the standard's order, with no empty field and no delimiter in a text", () => {
    const text = ipsQrText({ account: '160-0000000123456-54', payee: 'Izlog d.o.o. | Beograd', amountRsd: 25998, orderCode: 'IZ-26-00042-7KQ4PX9M', purpose: 'Porudžbina IZ-26-00042' });
    expect(text?.startsWith('K:PR|V:01|C:1|R:160000000012345654|N:Izlog d.o.o. Beograd|I:RSD25998,00|SF:289|S:Porudžbina IZ-26-00042|RO:97')).toBe(true);
    const fields = readIpsQrText(text!);
    expect(Object.keys(fields)).toEqual(['K', 'V', 'C', 'R', 'N', 'I', 'SF', 'S', 'RO']);
    expect(fields.RO).toBe(`97${orderReference('IZ-26-00042-7KQ4PX9M')}`);
    expect(readIpsQrText(ipsQrText({ account: '845000000040484987', payee: 'Izlog', amountRsd: 10, orderCode: 'IZ-26-00001-AAAAAAAA', purpose: '' })!)).not.toHaveProperty('S');
  });

  it('makes no code for an account no bank would take, a missing payee or nothing to pay', () => {
    const payment = { account: '160-0000000123456-54', payee: 'Izlog', amountRsd: 100, orderCode: 'IZ-26-00042-7KQ4PX9M', purpose: 'x' };
    expect(ipsQrText({ ...payment, account: '160-0000000123456-78' })).toBeNull();
    expect(ipsQrText({ ...payment, payee: '  ' })).toBeNull();
    expect(ipsQrText({ ...payment, amountRsd: 0 })).toBeNull();
  });
});
