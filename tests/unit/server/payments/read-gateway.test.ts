/**
 * PAYMENT_GATEWAY and the NESTPAY_ variables: no card gateway unless one is named; the test bank on
 * the shop's own server; the bank's only with every secret and address it needs, https, and the
 * shop's PUBLIC_URL for the way back. A wrong value stops the start, naming the variable and never
 * echoing a secret.
 */
import { describe, expect, test } from 'vitest';
import { readConfig } from '../../../../src/server/config';
import { TEST_GATEWAY_CREDENTIALS } from '../../../../src/server/modules/payments/gateway';

const BANK = {
  PAYMENT_GATEWAY: 'nestpay',
  PUBLIC_URL: 'https://izlog.rs',
  NESTPAY_CLIENT_ID: '13IN060123',
  NESTPAY_STORE_KEY: 'SKEY-very-secret',
  NESTPAY_FORM_URL: 'https://testsecurepay.eway2pay.com/fim/est3Dgate',
  NESTPAY_API_URL: 'https://testsecurepay.eway2pay.com/fim/api',
  NESTPAY_API_USER: 'izlog-api',
  NESTPAY_API_PASSWORD: 'api-very-secret',
};

describe('the card gateway from the environment', () => {
  test('none unless named', () => {
    expect(readConfig({}).cardGateway).toBeNull();
    expect(readConfig({ PAYMENT_GATEWAY: 'none' }).cardGateway).toBeNull();
  });

  test('the test bank lives on the shop’s own server, with its published credentials', () => {
    expect(readConfig({ PAYMENT_GATEWAY: 'test' }).cardGateway).toEqual({
      kind: 'test',
      clientId: TEST_GATEWAY_CREDENTIALS.clientId,
      storeKey: TEST_GATEWAY_CREDENTIALS.storeKey,
      formUrl: '/payments/test-gateway/pay',
      api: { url: '/payments/test-gateway/api', user: TEST_GATEWAY_CREDENTIALS.apiUser, password: TEST_GATEWAY_CREDENTIALS.apiPassword },
    });
  });

  test('the bank’s gateway with every variable it needs', () => {
    expect(readConfig(BANK).cardGateway).toEqual({
      kind: 'nestpay',
      clientId: '13IN060123',
      storeKey: 'SKEY-very-secret',
      formUrl: 'https://testsecurepay.eway2pay.com/fim/est3Dgate',
      api: { url: 'https://testsecurepay.eway2pay.com/fim/api', user: 'izlog-api', password: 'api-very-secret' },
    });
  });

  test('refuses what would not work, naming the variable and no secret', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        readConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      return null;
    };
    expect(refusal({ PAYMENT_GATEWAY: 'stripe' })).toMatch(/PAYMENT_GATEWAY must be one of none, test, nestpay/);
    const { NESTPAY_STORE_KEY: _key, ...withoutKey } = BANK;
    expect(refusal(withoutKey)).toBe('PAYMENT_GATEWAY=nestpay needs NESTPAY_STORE_KEY');
    const { PUBLIC_URL: _url, ...withoutAddress } = BANK;
    expect(refusal(withoutAddress)).toMatch(/needs PUBLIC_URL/);
    expect(refusal({ ...BANK, NESTPAY_FORM_URL: 'http://bank.example/fim/est3Dgate' })).toMatch(/NESTPAY_FORM_URL must be the bank's https address/);
    for (const message of [refusal(withoutKey), refusal(withoutAddress), refusal({ ...BANK, NESTPAY_API_URL: 'ftp://x' })]) {
      expect(message).not.toContain('very-secret');
    }
  });
});
