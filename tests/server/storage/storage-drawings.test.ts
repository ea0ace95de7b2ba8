import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GetProductsDocument, type GetProductsQuery } from '../../../generated/client/graphql';
import { RESPONSIVE_FORMATS, responsiveName } from '../../../src/shared/content/responsive-images';
import { ABOVE_THE_DATABASE } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

type Variant = { width: number; height: number; avif: string; webp: string };
type Picture = { url: string; width: number; height: number; variants: Variant[] };

const PRODUCT = `query Product($id: ID!) { product(id: $id) { image { url width height variants { width height avif webp } } } }`;

/** Drawn by sharp and kept in the file store; the database only names the drawing's widths (one plain select). */
describe.each(ABOVE_THE_DATABASE)("the demo products' drawings in AVIF and WebP on %s", (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend);
  }, 180_000);
  afterAll(async () => server?.close());

  async function picture(id: number): Promise<Picture> {
    const { data, errors } = await server.request(PRODUCT, { id: String(id) });
    expect(errors).toBeUndefined();
    return data.product.image as Picture;
  }

  test('a product offers its drawing in every standard width below 800 px and its own, in AVIF and WebP', async () => {
    const image = await picture(1);
    expect(image.url).toMatch(/\.svg$/);
    expect(image.variants.map((variant) => [variant.width, variant.height])).toEqual([[320, 320], [640, 640], [800, 800]]);
  });

  test('a width is drawn on its first request, with its content type and size, and served from disk after', async () => {
    const image = await picture(2);
    for (const variant of image.variants.filter((each) => each.width !== 800)) {
      for (const [url, type, format] of [[variant.avif, 'image/avif', 'heif'], [variant.webp, 'image/webp', 'webp']] as const) {
        const onDisk = join(server.config.dataDir, url.replace(/^\//, ''));
        expect(existsSync(onDisk), url).toBe(false);
        const response = await fetch(server.url + url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type')).toBe(type);
        const bytes = new Uint8Array(await response.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }, url).toEqual({ format, width: variant.width, height: variant.height });
        // Kept beside the drawing: the next request is a plain file, the same bytes.
        expect(existsSync(onDisk), url).toBe(true);
        const again = await fetch(server.url + url);
        expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
      }
    }
  });

  test('the drawing is a picture, not a blank: the AVIF has the colours of the SVG it was drawn from', async () => {
    const image = await picture(1);
    const variant = image.variants[0]!;
    const drawn = await sharp(new Uint8Array(await (await fetch(server.url + variant.avif)).arrayBuffer())).stats();
    const original = await sharp(new Uint8Array(await (await fetch(server.url + image.url)).arrayBuffer()), { density: 72 * (variant.width / image.width) }).stats();
    expect(drawn.channels[0]!.stdev).toBeGreaterThan(10);
    for (const channel of [0, 1, 2]) expect(Math.abs(drawn.channels[channel]!.mean - original.channels[channel]!.mean)).toBeLessThan(6);
  });

  test('many requests at once for one width draw it once and all get the whole file', async () => {
    const image = await picture(3);
    const url = image.variants[1]!.webp;
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(server.url + url).then(async (response) => [response.status, (await response.arrayBuffer()).byteLength])));
    expect(new Set(answers.map(String)).size).toBe(1);
    expect(answers[0]![0]).toBe(200);
  });

  test('a width the drawing does not list, another format, or a file that is no drawing is not found', async () => {
    const image = await picture(1);
    for (const url of [image.url.replace(/\.svg$/, '-w321.avif'), image.url.replace(/\.svg$/, '-w320.png'), image.url.replace(/\.svg$/, '-w5000.webp')]) {
      expect((await fetch(server.url + url)).status, url).toBe(404);
    }
    // A banner is a drawing too, but not a product's: it lists no widths, so none is made.
    const banner = await server.db.selectFrom('storage_files').select(['bucket', 'folder', 'name']).where('tab', '=', 'banners').executeTakeFirstOrThrow();
    const url = `/storage/${banner.bucket}/${banner.folder}/${banner.name.replace(/\.svg$/, '-w320.avif')}`;
    expect((await fetch(server.url + url)).status).toBe(404);
  });

  // Last: it draws the widths of the listing's first products, which the tests above expect undrawn.
  test("the shop listing sends only widths, and the URLs the storefront's rule makes from them are served", async () => {
    const listing = await server.request(GetProductsDocument.toString(), { page: 1, first: 24 });
    expect(listing.errors).toBeUndefined();
    const images = (listing.data as GetProductsQuery).products.data.map((product) => product.image!);
    expect(images).toHaveLength(24);
    for (const image of images) {
      expect(image).not.toHaveProperty('variants');
      expect(image.variant_widths.length, image.url).toBeGreaterThan(0);
      expect(image.variant_widths).toEqual([...image.variant_widths].sort((a, b) => a - b));
    }
    for (const image of images.slice(0, 3)) {
      for (const width of image.variant_widths) {
        for (const format of RESPONSIVE_FORMATS) {
          const url = responsiveName(image.url, width, format);
          const response = await fetch(server.url + url);
          expect(response.status, url).toBe(200);
          expect(response.headers.get('content-type'), url).toBe(`image/${format}`);
          expect((await sharp(new Uint8Array(await response.arrayBuffer())).metadata()).width, url).toBe(width);
        }
      }
    }
    // Other clients may still read the deprecated variants: the same files by the same rule.
    const old = await server.request(`{ products(page: 1, first: 24) { data { image { url variant_widths variants { width avif webp } } } } }`);
    for (const { image } of old.data.products.data as { image: Picture & { variant_widths: number[] } }[]) {
      expect(image.variants.map((variant) => [variant.width, variant.avif, variant.webp])).toEqual(
        image.variant_widths.map((width) => [width, responsiveName(image.url, width, 'avif'), responsiveName(image.url, width, 'webp')]),
      );
    }
  });
});
