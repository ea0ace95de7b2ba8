import { describe, expect, test } from 'vitest';
import { routeKind } from '../../../../src/server/http/observe-requests';

describe('the route kind a request is counted under', () => {
  test.each([
    ['/graphql', 'graphql'],
    ['/storage/products/2026/ab12.webp', 'storage'],
    ['/healthz', 'ops'],
    ['/readyz', 'ops'],
    ['/metrics', 'ops'],
    ['/robots.txt', 'seo'],
    ['/sitemap.xml', 'seo'],
    ['/static/js/main.abc123.js', 'static'],
    ['/favicon.svg', 'static'],
    ['/', 'page'],
    ['/en/proizvod/crvena-haljina', 'page'],
    ['/cms/products', 'page'],
    ['/graphql/extra', 'page'],
  ])('%s → %s', (path, kind) => {
    expect(routeKind(path)).toBe(kind);
  });
});
