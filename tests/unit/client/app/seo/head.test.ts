// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { applyHead, headHtml, mergeHead } from '../../../../../src/client/app/seo/head';

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

  it('preloads the page’s images right after the title: AVIF widths where there are any, else the file', () => {
    const html = headHtml({ title: 'Telefon' }, LINKS, [
      { srcset: '/a-w320.avif 320w, /a-w640.avif 640w', sizes: '(max-width: 960px) 100vw, 960px', type: 'image/avif' },
      { href: '/logo.svg' },
    ]);
    const lines = html.split('\n').map((line) => line.trim());
    expect(lines[1]).toBe(
      '<link rel="preload" as="image" imagesrcset="/a-w320.avif 320w, /a-w640.avif 640w" imagesizes="(max-width: 960px) 100vw, 960px" type="image/avif" fetchpriority="high">',
    );
    expect(lines[2]).toBe('<link rel="preload" as="image" href="/logo.svg" fetchpriority="high">');
    expect(headHtml({ title: 'Telefon' }, LINKS)).not.toContain('preload');
  });

  it('only logs missing meta (spec §8)', () => {
    const log = vi.fn();
    expect(() => applyHead(document, { title: 'Izlog' }, LINKS, log)).not.toThrow();
    expect(log).toHaveBeenCalledWith('Missing head meta: description');
    expect(log).toHaveBeenCalledWith('Missing head meta: keywords');
  });

  it('writes the same head as HTML for the server, escaped, with Twitter card and JSON-LD that cannot close its element', () => {
    const html = headHtml(
      { title: 'A & B <i>', description: 'Say "hi"', keywords: 'k', image: 'https://izlog.rs/a.png', type: 'product', jsonLd: [{ name: '</script><script>alert(1)</script>' }] },
      LINKS,
    );
    expect(html).toContain('<title>A &amp; B &lt;i&gt;</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://izlog.rs/o-nama">');
    expect(html).not.toContain('</script><script>');
    const [, json] = /<script type="application\/ld\+json" data-head>(.*?)<\/script>/.exec(html)!;
    expect(JSON.parse(json!)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('keeps the page’s structured data and type over the defaults’, and replaces earlier JSON-LD in the document', () => {
    const merged = mergeHead({ title: 'Izlog', jsonLd: [{ '@type': 'Organization' }] }, { title: 'P', type: 'product', jsonLd: [{ '@type': 'Product' }] });
    expect(merged.type).toBe('product');
    expect(merged.jsonLd).toEqual([{ '@type': 'Organization' }, { '@type': 'Product' }]);
    applyHead(document, merged, LINKS, () => undefined);
    applyHead(document, mergeHead({ title: 'Izlog' }, { jsonLd: [{ '@type': 'BlogPosting' }] }), LINKS, () => undefined);
    const scripts = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!));
    expect(scripts).toEqual([{ '@type': 'BlogPosting' }]);
  });
});
