import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serverBackends } from './support/backends';
import { startTestServer, type TestServer } from './support/test-server';

const IMAGE = 'id mime width height url url_lg url_sm variants { width height avif webp }';
type Image = { id: string; mime: string; width: number; height: number; url: string; url_lg: string; url_sm: string; variants: { width: number; height: number; avif: string; webp: string }[] };

/** The demo shop's pictures as the storefront gets them: PNGs with AVIF and WebP widths, served from /storage. */
describe.each(await serverBackends())('the demo shop’s pictures on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 300_000);
  afterAll(async () => server?.close());

  /** Fetches a file and reads it with sharp: its served type, format and size. */
  async function served(url: string) {
    const response = await fetch(server.url + url);
    expect(response.status, url).toBe(200);
    const meta = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
    return { type: response.headers.get('content-type'), format: meta.format, width: meta.width, height: meta.height };
  }

  /** Every variant of `image` is served as AVIF and WebP of its width and height. */
  async function expectVariantsServed(image: Image) {
    for (const variant of image.variants) {
      expect(await served(variant.avif)).toEqual({ type: 'image/avif', format: 'heif', width: variant.width, height: variant.height });
      expect(await served(variant.webp)).toEqual({ type: 'image/webp', format: 'webp', width: variant.width, height: variant.height });
    }
  }

  test('a product’s picture and its gallery are PNGs with AVIF and WebP 320, 640 and 800 px wide, as an uploaded photo of that size gets', async () => {
    const { data } = await server.request<{ product: { image: Image; gallery: Image[] } }>(`{ product(id: "1") { image { ${IMAGE} } gallery { ${IMAGE} } } }`);
    const { image, gallery } = data!.product;
    expect(gallery.length).toBeGreaterThan(1);
    for (const picture of [image, ...gallery]) {
      expect(picture).toMatchObject({ mime: 'image/png', width: 800, height: 800 });
      expect(picture.variants.map((variant) => [variant.width, variant.height])).toEqual([[320, 320], [640, 640], [800, 800]]);
      expect(await served(picture.url)).toEqual({ type: 'image/png', format: 'png', width: 800, height: 800 });
      expect((await served(picture.url_sm)).width).toBe(400);
    }
    await expectVariantsServed(image);
    // Each view is its own drawing.
    expect(new Set([image, ...gallery].map((picture) => picture.url)).size).toBe(gallery.length + 1);
  });

  test('categories’ and banners’ pictures get their widths too; brands’ logos stay SVG, which scales by itself', async () => {
    const { data } = await server.request<{ categories: { image: Image }[]; brands: { image: Image }[]; banners: { image: Image }[] }>(
      `{ categories(limit: 3) { image { ${IMAGE} } } brands(limit: 2) { image { ${IMAGE} } } banners(position: BLOCK) { image { ${IMAGE} } } }`,
    );
    const category = data!.categories[0]!.image;
    expect(category).toMatchObject({ mime: 'image/png', width: 600, height: 400 });
    expect(category.variants.map((variant) => [variant.width, variant.height])).toEqual([[320, 213], [600, 400]]);
    await expectVariantsServed(category);
    const banner = data!.banners[0]!.image;
    expect(banner.mime).toBe('image/png');
    expect(banner.variants.map((variant) => variant.width)).toEqual([320, 640, 960, 1280]);
    await expectVariantsServed(banner);
    const logo = data!.brands[0]!.image;
    expect(logo).toMatchObject({ mime: 'image/svg+xml', variants: [] });
    expect((await served(logo.url)).format).toBe('svg');
  });
});
