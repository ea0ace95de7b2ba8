import { describe, expect, test } from 'vitest';
import { PENDING_SCREEN_TITLES } from '../../../../../src/client/app/seo/PendingScreen';
import { SCREEN_LOADERS } from '../../../../../src/client/app/screens';

describe('a screen the browser renders', () => {
  test('has its title in the server’s page: every one of them is named', () => {
    const later = Object.entries(SCREEN_LOADERS)
      .filter(([, chunk]) => chunk.afterHydration)
      .map(([screen]) => screen);
    expect(later.length).toBeGreaterThan(0);
    expect(later.filter((screen) => !PENDING_SCREEN_TITLES[screen as keyof typeof PENDING_SCREEN_TITLES])).toEqual([]);
  });
});
