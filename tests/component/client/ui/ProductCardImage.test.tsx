import '../../support/happy-dom-globals';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, useTestShop } from '../../support/test-shop';

const shop = useTestShop();
const WAIT = { timeout: 10_000 };

describe('product card image', () => {
  it('is a <picture> with AVIF and WebP srcset and sizes, and an <img> whose width and height keep its space', async () => {
    // As an upload of an 800 px photo records it: AVIF and WebP in 320, 640 and 800 px.
    await shop.db.updateTable('storage_files').set({ variant_widths: [320, 640, 800] }).where('tab', '=', 'products').execute();
    renderApp('/akcija');
    expect(await screen.findByRole('heading', { level: 1, name: 'Akcija' }, WAIT)).toBeTruthy();
    await screen.findAllByRole('article', {}, WAIT);
    const card = document.querySelector('.product-card')!;
    const picture = card.querySelector('picture')!;
    expect(picture).not.toBeNull();
    const [avif, webp] = [...picture.querySelectorAll('source')];
    expect(avif!.getAttribute('type')).toBe('image/avif');
    expect(avif!.getAttribute('srcset')).toMatch(/^\/storage\/public\/\d{4}\/\d{2}\/[\w-]+-w320\.avif 320w, \S+-w640\.avif 640w, \S+-w800\.avif 800w$/);
    expect(webp!.getAttribute('type')).toBe('image/webp');
    expect(webp!.getAttribute('srcset')).toMatch(/-w320\.webp 320w, \S+-w640\.webp 640w, \S+-w800\.webp 800w$/);
    // Half a phone's width under the spec's 768 px breakpoint, a grid column above it.
    expect(avif!.getAttribute('sizes')).toBe('(max-width: 767px) 50vw, 320px');
    const img = picture.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '800']);
    expect(img.getAttribute('decoding')).toBe('async');
    // The listing opens the page: a phone's first row is fetched first, what is further down as it scrolls near.
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    const cards = document.querySelectorAll('.product-card');
    expect(cards.length).toBeGreaterThan(4);
    expect(cards[4]!.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    expect(cards[4]!.querySelector('img')!.getAttribute('fetchpriority')).toBeNull();
  });

  it('is a plain <img> with width and height when the file has no variants (an SVG)', async () => {
    // As an upload of an SVG records it: no widths (the demo's drawings list theirs, made on request).
    await shop.db.updateTable('storage_files').set({ variant_widths: [] }).where('tab', '=', 'products').execute();
    renderApp('/akcija');
    expect(await screen.findByRole('heading', { level: 1, name: 'Akcija' }, WAIT)).toBeTruthy();
    await screen.findAllByRole('article', {}, WAIT);
    const card = document.querySelector('.product-card')!;
    expect(card.querySelector('picture')).toBeNull();
    const img = card.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '800']);
  });
});
