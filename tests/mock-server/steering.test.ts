import { describe, expect, test } from 'vitest';
import { describeSteer, SteerError, steerAtStart, steerOfRequest, UNSTEERED } from '../../mock-server/steering';

const headers = (values: Record<string, string>) => (name: string) => values[name];

describe('what steers the mock', () => {
  test('flags of npm run mock, each over its MOCK_* variable', () => {
    const env = { MOCK_DELAY: '300', MOCK_SCENARIO: 'sold-out', MOCK_AS: 'admin', MOCK_ERROR: 'Product.price, GetProduct' };
    expect(steerAtStart([], env)).toEqual({ delayMs: 300, scenario: 'sold-out', as: 'admin', failingFields: ['Product.price'], failingOperations: ['GetProduct'] });
    expect(steerAtStart(['--scenario', 'empty-shop', '--delay=800'], env)).toMatchObject({ delayMs: 800, scenario: 'empty-shop', as: 'admin' });
    expect(steerAtStart([], {})).toEqual(UNSTEERED);
  });

  test('a request’s headers change only the steers they name', () => {
    const start = steerAtStart(['--delay', '800', '--as', 'shopper', '--error', 'Product.brand'], {});
    expect(steerOfRequest(headers({ 'x-mock-scenario': 'empty-shop', 'x-mock-error': 'none' }), start)).toEqual({ ...start, scenario: 'empty-shop', failingFields: [] });
    expect(steerOfRequest(headers({ 'x-mock-as': 'visitor', 'x-mock-delay': '0' }), start)).toMatchObject({ as: 'visitor', delayMs: 0 });
  });

  test('what the mock cannot read is refused with what it takes', () => {
    expect(() => steerAtStart(['--scenario', 'sold'], {})).toThrow(/--scenario must be one of demo, empty-shop, sold-out/);
    expect(() => steerAtStart([], { MOCK_DELAY: '-1' })).toThrow(/MOCK_DELAY must be milliseconds/);
    expect(() => steerAtStart(['--later'], {})).toThrow(SteerError);
    expect(() => steerOfRequest(headers({ 'x-mock-error': 'Product.price.currency' }), UNSTEERED)).toThrow(/X-Mock-Error takes a field as Type.field/);
    expect(() => steerOfRequest(headers({ 'x-mock-as': 'root' }), UNSTEERED)).toThrow(/X-Mock-As must be one of visitor, shopper, admin/);
  });

  test('the start’s steer in words', () => {
    expect(describeSteer(UNSTEERED)).toBeNull();
    expect(describeSteer(steerAtStart(['--delay', '800', '--scenario', 'empty-shop', '--as', 'shopper'], {}))).toBe('delay 800 ms, scenario empty-shop, as the demo shopper');
  });
});
