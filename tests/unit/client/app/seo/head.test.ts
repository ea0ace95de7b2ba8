// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { applyHead, mergeHead } from '../../../../../src/client/app/seo/head';

const LINKS = {
  canonical: 'https://izlog.rs/o-nama',
  alternates: { sr: 'https://izlog.rs/o-nama', en: 'https://izlog.rs/about-us', 'x-default': 'https://izlog.rs/o-nama' },
  locale: 'sr_RS',
};

describe('head', () => {
  it('puts the page’s SEO over the settings’ defaults, field by field', () => {
    expect(mergeHead({ title: 'Izlog', description: 'Shop', keywords: 'a, b' }, { title: 'O nama', description: '' })).toEqual({
      title: 'O nama',
      description: 'Shop',
      keywords: 'a, b',
      image: undefined,
    });
    expect(mergeHead({ title: 'Izlog' }, null).title).toBe('Izlog');
  });

  it('writes title, meta, Open Graph, canonical and hreflang links, replacing earlier ones', () => {
    applyHead(document, { title: 'Prvi', description: 'Opis', keywords: 'k', image: 'https://izlog.rs/share.png' }, LINKS, () => undefined);
    applyHead(document, { title: 'O nama', description: 'O Izlogu', keywords: 'izlog' }, LINKS, () => undefined);
    expect(document.title).toBe('O nama');
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe('O Izlogu');
    expect(document.querySelectorAll('meta[name="description"]').length).toBe(1);
    expect(document.querySelector('meta[name="keywords"]')!.getAttribute('content')).toBe('izlog');
    expect(document.querySelector('meta[property="og:title"]')!.getAttribute('content')).toBe('O nama');
    expect(document.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('https://izlog.rs/o-nama');
    expect(document.querySelector('link[rel="alternate"][hreflang="en"]')!.getAttribute('href')).toBe('https://izlog.rs/about-us');
    expect(document.querySelector('link[rel="alternate"][hreflang="x-default"]')).not.toBeNull();
  });

  it('only logs missing meta (spec §8)', () => {
    const log = vi.fn();
    expect(() => applyHead(document, { title: 'Izlog' }, LINKS, log)).not.toThrow();
    expect(log).toHaveBeenCalledWith('Missing head meta: description');
    expect(log).toHaveBeenCalledWith('Missing head meta: keywords');
  });
});
