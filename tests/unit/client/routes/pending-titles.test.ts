import { describe, expect, test } from 'vitest';
import { STOREFRONT_ROUTES } from '../../../../src/client/routes';

describe('a screen the browser renders', () => {
  test('has its title in the server’s page: every one of them is named', () => {
    const later = Object.entries(STOREFRONT_ROUTES).filter(([, route]) => route.afterHydration);
    expect(later.length).toBeGreaterThan(0);
    expect(later.filter(([, route]) => !route.pendingTitle).map(([screen]) => screen)).toEqual([]);
  });
});
