import { describe, expect, it } from 'vitest';
import { axisTicks, ctr, defaultRange, formatStatsQuery, parseStatsQuery, rangeError, serverOrder, sortBanners } from '../../../../../src/client/admin/stats/stats-query';

describe('stats query', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(defaultRange(new Date(2026, 10, 20, 15))).toEqual({ start: '2026-10-22', end: '2026-11-20' });
    expect(parseStatsQuery('', new Date(2026, 0, 10))).toEqual({ start: '2025-12-12', end: '2026-01-10', sort: 'views', page: 1 });
  });

  it('reads and writes the range, order and page', () => {
    const query = parseStatsQuery('?start=2026-01-01&end=2026-01-31&order=ctr&page=3');
    expect(query).toEqual({ start: '2026-01-01', end: '2026-01-31', sort: 'ctr', page: 3 });
    expect(formatStatsQuery(query)).toBe('?start=2026-01-01&end=2026-01-31&order=ctr&page=3');
    expect(parseStatsQuery('?order=nonsense&page=-2').sort).toBe('views');
  });

  it('points at the field of a bad range', () => {
    expect(rangeError('2026-01-01', '2026-01-31')).toBeNull();
    expect(rangeError('2026-02-30', '2026-03-01')).toEqual({ field: 'start', key: 'admin.stats.error.day' });
    expect(rangeError('2026-03-01', '')).toEqual({ field: 'end', key: 'admin.stats.error.day' });
    expect(rangeError('2026-03-02', '2026-03-01')).toEqual({ field: 'end', key: 'admin.stats.error.order' });
    expect(rangeError('2024-01-01', '2026-01-01')?.key).toBe('admin.stats.error.tooLong');
    expect(rangeError('2024-01-01', '2025-12-31')).toBeNull();
  });

  it('orders by the server where it can and by the page for clicks and CTR', () => {
    expect(serverOrder('wishlist')).toBe('WISHLIST');
    expect(serverOrder('ctr')).toBe('VIEWS');
    const rows = [
      { id: 'a', views: 100, clicks: 5 },
      { id: 'b', views: 10, clicks: 4 },
      { id: 'c', views: 0, clicks: 0 },
    ];
    expect(sortBanners(rows, 'clicks').map((row) => row.id)).toEqual(['a', 'b', 'c']);
    expect(sortBanners(rows, 'ctr').map((row) => row.id)).toEqual(['b', 'a', 'c']);
    expect(ctr(10, 4)).toBe(40);
    expect(ctr(3, 1)).toBe(33.3);
    expect(ctr(0, 0)).toBe(0);
  });

  it('gives round axis ticks that reach the highest value', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(100)).toEqual([0, 50, 100]);
    expect(axisTicks(130).at(-1)).toBeGreaterThanOrEqual(130);
  });
});
