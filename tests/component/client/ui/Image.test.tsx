import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PictureFragment } from '../../../../generated/client/graphql';
import { Image } from '../../../../src/client/ui/Image';
import { ImagePreloadContext, type ImagePreload } from '../../../../src/client/ui/image-preload';

/** A file as the API gives it: its widths, and the URLs the server stores them under, by name. */
const PHOTO: PictureFragment = {
  id: '12',
  url: '/storage/public/2026/11/telefon-12.png',
  url_lg: '/storage/public/2026/11/telefon-12-lg.png',
  url_sm: '/storage/public/2026/11/telefon-12-sm.png',
  width: 801,
  height: 601,
  variant_widths: [320, 640, 801],
  alt: 'Telefon',
};

describe('Image', () => {
  it('offers every width of the file in AVIF, then WebP, at the addresses the server stores them under', () => {
    const html = renderToStaticMarkup(<Image image={PHOTO} size="lg" alt="Proizvod" />);
    expect(html).toBe(
      '<picture>' +
        '<source type="image/avif" srcSet="/storage/public/2026/11/telefon-12-w320.avif 320w, /storage/public/2026/11/telefon-12-w640.avif 640w, /storage/public/2026/11/telefon-12-w801.avif 801w" sizes="(max-width: 960px) 100vw, 960px"/>' +
        '<source type="image/webp" srcSet="/storage/public/2026/11/telefon-12-w320.webp 320w, /storage/public/2026/11/telefon-12-w640.webp 640w, /storage/public/2026/11/telefon-12-w801.webp 801w" sizes="(max-width: 960px) 100vw, 960px"/>' +
        '<img src="/storage/public/2026/11/telefon-12-lg.png" alt="Telefon" width="801" height="601" loading="lazy" decoding="async"/>' +
        '</picture>',
    );
  });

  it('names the widths from the original on a CDN too, whichever file the tile shows', () => {
    const cdn = 'https://cdn.izlog.rs/public/2026/11';
    const image = { ...PHOTO, url: `${cdn}/crtez-7.svg`, url_sm: `${cdn}/crtez-7-sm.svg`, variant_widths: [320] };
    const html = renderToStaticMarkup(<Image image={image} size="sm" decorative />);
    expect(html).toContain(`<source type="image/avif" srcSet="${cdn}/crtez-7-w320.avif 320w"`);
    expect(html).toContain(`<source type="image/webp" srcSet="${cdn}/crtez-7-w320.webp 320w"`);
    expect(html).toContain(`<img src="${cdn}/crtez-7-sm.svg" alt=""`);
  });

  it('is a plain <img> when the file has no widths (a document, an SVG upload, variants not made yet)', () => {
    const html = renderToStaticMarkup(<Image image={{ ...PHOTO, variant_widths: [] }} alt="Proizvod" />);
    expect(html).toBe('<img src="/storage/public/2026/11/telefon-12.png" alt="Telefon" width="801" height="601" loading="lazy" decoding="async"/>');
  });

  it('has the head preload the AVIF widths the <picture> takes first, or the file itself without widths', () => {
    const preloaded = (image: PictureFragment): ImagePreload | null => {
      const slot = { image: null as ImagePreload | null };
      renderToStaticMarkup(
        <ImagePreloadContext.Provider value={slot}>
          <Image image={image} size="lg" alt="Proizvod" priority />
        </ImagePreloadContext.Provider>,
      );
      return slot.image;
    };
    expect(preloaded(PHOTO)).toEqual({
      srcset: '/storage/public/2026/11/telefon-12-w320.avif 320w, /storage/public/2026/11/telefon-12-w640.avif 640w, /storage/public/2026/11/telefon-12-w801.avif 801w',
      sizes: '(max-width: 960px) 100vw, 960px',
      type: 'image/avif',
    });
    expect(preloaded({ ...PHOTO, variant_widths: [] })).toEqual({ href: PHOTO.url_lg });
  });
});
