import { describe, expect, it } from 'vitest';
import { agoText, languageKey, newestFirst, secondsSince, storefrontHref } from '../../../../../src/client/admin/live/live-visitors';

describe('live visitors helpers', () => {
  it("links only to the site's own paths", () => {
    expect(storefrontHref('/prodavnica/laptopovi')).toBe('/prodavnica/laptopovi');
    expect(storefrontHref('//evil.example/x')).toBe('/');
    expect(storefrontHref('javascript:alert(1)')).toBe('/');
  });

  it('says how long ago, in seconds, minutes or hours', () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    expect(secondsSince('2026-11-20T09:59:30Z', now)).toBe(30);
    expect(secondsSince('2026-11-20T10:00:05Z', now)).toBe(0);
    expect(secondsSince('garbage', now)).toBe(0);
    expect(agoText(30)).toEqual({ key: 'admin.live.ago.seconds', params: { count: 30 } });
    expect(agoText(125)).toEqual({ key: 'admin.live.ago.minutes', params: { count: 2 } });
    expect(agoText(7300)).toEqual({ key: 'admin.live.ago.hours', params: { count: 2 } });
  });

  it('names the language and lists the history newest first', () => {
    expect(languageKey(0)).toBe('language.sr');
    expect(languageKey(1)).toBe('language.en');
    const history = [
      { path: '/a', visited_at: '2026-11-20T09:00:00Z' },
      { path: '/b', visited_at: '2026-11-20T09:05:00Z' },
    ];
    expect(newestFirst(history).map((visit) => visit.path)).toEqual(['/b', '/a']);
    expect(history[0]!.path).toBe('/a');
  });
});
