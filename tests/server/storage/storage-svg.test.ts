import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '../../../src/server/auth/sessions';
import { startTestServer, type TestServer } from '../support/test-server';

const UPLOAD = `mutation UploadStorage($file: Upload!, $bucket: String!) {
  uploadStorage(file: $file, bucket: $bucket) { id mime width height size url url_lg }
}`;

/** Drawings that would run script if opened from the shop's origin, each a way past a pattern check. */
const HOSTILE: Record<string, string> = {
  'entity-encoded javascript: link': `<svg width="20" height="20" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="jav&#x61;script&#x3a;alert(document.domain)"><rect width="10" height="10"/></a><rect width="20" height="20" fill="#b91c1c"/></svg>`,
  'entity-encoded href on a plain link': `<svg width="20" height="20" xmlns="http://www.w3.org/2000/svg"><a href="&#106;avascript:alert(1)"><circle r="4"/></a><rect width="20" height="20" fill="#b91c1c"/></svg>`,
  'script element': `<svg width="20" height="20" xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/><rect width="20" height="20" fill="#b91c1c"/></svg>`,
  'script in CDATA': `<svg width="20" height="20" xmlns="http://www.w3.org/2000/svg"><script type="text/ecmascript"><![CDATA[alert(1)]]></script><rect width="20" height="20" fill="#b91c1c"/></svg>`,
  'event handlers': `<svg width="20" height="20" xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1" onclick="alert(2)" ONMOUSEOVER="alert(3)"/><rect width="20" height="20" fill="#b91c1c"/></svg>`,
  foreignObject: `<svg width="20" height="20" xmlns="http://www.w3.org/2000/svg"><foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(1)"></iframe><img src="x" onerror="alert(1)"/></body></foreignObject><rect width="20" height="20" fill="#b91c1c"/></svg>`,
  'xlink:href javascript': `<svg width="20" height="20" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href=" javascript:alert(1)"><text y="10">klik</text></a><rect width="20" height="20" fill="#b91c1c"/></svg>`,
  'external use': `<svg width="20" height="20" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="https://evil.example/sprite.svg#x"/><use href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=#x"/><rect width="20" height="20" fill="#b91c1c"/></svg>`,
  'animated href': `<svg width="20" height="20" xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="href" values="javascript:alert(1)"/><set attributeName="href" to="javascript:alert(1)"/><text y="10">klik</text></a><rect width="20" height="20" fill="#b91c1c"/></svg>`,
};

/** What would run if the stored file were opened: read by a DOM, so entities are decoded as a browser would. */
function activeContent(svg: string): string[] {
  const document = new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document;
  const found: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    const name = element.localName.toLowerCase();
    if (['script', 'foreignobject', 'iframe', 'embed', 'object', 'animate', 'set'].includes(name)) found.push(`<${name}>`);
    for (const attribute of element.attributes) {
      const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (attribute.localName.toLowerCase().startsWith('on')) found.push(`${name} ${attribute.name}`);
      if (attribute.localName === 'href' && (value.startsWith('javascript:') || (name === 'use' && !value.startsWith('#')))) {
        found.push(`${name} ${attribute.name}="${attribute.value}"`);
      }
    }
  }
  return found;
}

describe('SVG uploads', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer('pglite', { SEED: 'none' });
    admin = await createSession(server.db, 'admin', 1, new Date(Date.now() + 3_600_000));
  }, 120_000);
  afterAll(async () => server?.close());

  async function upload(svg: string, lang: 0 | 1 = 0) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: UPLOAD, variables: { bucket: 'public', file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new File([svg], 'crtez.svg', { type: 'image/svg+xml' }));
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { lang: String(lang), authorization: `Bearer ${admin}` }, body: form });
    return (await response.json()) as { data?: { uploadStorage: { mime: string; width: number; height: number; size: number; url: string; url_lg: string } }; errors?: { message: string }[] };
  }

  // Concurrent: each upload is cleaned in a worker thread of its own.
  test.concurrent.each(Object.entries(HOSTILE))('%s: what is stored and served runs nothing', async (_name, svg) => {
    expect(activeContent(svg).length, 'the sample itself is hostile').toBeGreaterThan(0);
    const result = await upload(svg);
    expect(result.errors).toBeUndefined();
    const stored = result.data!.uploadStorage;
    expect(stored.mime).toBe('image/svg+xml');
    for (const url of [stored.url, stored.url_lg]) {
      const served = await (await fetch(server.url + url)).text();
      expect(served).toMatch(/^<svg[\s>]/);
      expect(activeContent(served)).toEqual([]);
      expect(served).not.toMatch(/javascript/i);
      expect(new TextEncoder().encode(served).byteLength).toBe(stored.size);
    }
  });

  test('a designer’s SVG keeps its drawing: the stored file renders pixel for pixel as the upload', async () => {
    const drawing = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<!-- Izlog logo, exported -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="60" viewBox="0 0 120 60">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b91c1c"/><stop offset="1" stop-color="#1f6f8b"/></linearGradient>
    <clipPath id="round"><rect width="120" height="60" rx="12"/></clipPath>
    <symbol id="dot" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#fff"/></symbol>
    <style type="text/css"><![CDATA[ .label { fill: #ffd166; } g > .mark { stroke: #000; } ]]></style>
  </defs>
  <g clip-path="url(#round)">
    <rect width="120" height="60" fill="url(#sky)"/>
    <path class="mark" d="M10 50 L30 10 L50 50 Z" fill="#ffd166" stroke-width="2"/>
    <use xlink:href="#dot" x="70" y="20" width="20" height="20"/>
    <use href="#dot" x="95" y="20" width="20" height="20"/>
    <polygon class="label" points="60,55 65,45 70,55"/>
  </g>
</svg>`;
    const result = await upload(drawing);
    expect(result.errors).toBeUndefined();
    const stored = result.data!.uploadStorage;
    expect(stored).toMatchObject({ mime: 'image/svg+xml', width: 120, height: 60 });
    const served = Buffer.from(await (await fetch(server.url + stored.url)).arrayBuffer());
    const render = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
    expect((await render(served)).equals(await render(Buffer.from(drawing)))).toBe(true);
    expect(served.toString()).toContain('<use');
  });

  test('a file that only starts like an SVG, or declares entities of its own, is refused in the shopper’s language', async () => {
    const unfinished = await upload('<svg xmlns="http://www.w3.org/2000/svg"', 1);
    expect(unfinished.errors?.[0]?.message).toBe('This type of file is not allowed.');
    const entities = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY js "javascript:alert(1)">]><svg width="20" height="20" xmlns="http://www.w3.org/2000/svg"><a href="&js;"><rect width="20" height="20"/></a></svg>`;
    expect((await upload(entities)).errors?.[0]?.message).toBe('Ova vrsta fajla nije dozvoljena.');
  });
});
