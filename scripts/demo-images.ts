/**
 * `npm run demo:images -- OUTDIR`: a contact sheet of the demo's drawings, to look at them. Writes
 * OUTDIR/index.html with every kind of product in its five views and a row of the catalogue's
 * colours, then the demo catalogue as seeded: every product's main picture, the categories', the
 * banners', posts' and pages' posters and the brands' wordmarks. Each picture is rendered by sharp,
 * as the seed renders it, into OUTDIR as a PNG.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { buildDemoShop } from '../fixtures';
import { NAMED_COLOURS } from '../fixtures/storage/drawing/colours';
import { KINDS, VIEWS } from '../fixtures/storage/drawing/kinds';
import { productPicture } from '../fixtures/storage/drawing/scene';
import { pictureOf, type Picture } from '../fixtures/storage/pictures';

const out = resolve(process.argv[2] ?? 'demo-images');
mkdirSync(out, { recursive: true });
const escape = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

let count = 0;
/** Renders a picture to OUTDIR at `width` pixels wide and returns its <figure>. */
async function figure(picture: Picture, caption: string, width: number): Promise<string> {
  const name = `p${++count}.png`;
  await sharp(Buffer.from(picture.svg)).resize({ width }).png().toFile(join(out, name));
  return `<figure><img src="${name}" width="${width}" alt="${escape(caption)}"><figcaption>${escape(caption)}</figcaption></figure>`;
}

const sections: string[] = [];
const rows: string[] = [];
for (const kind of KINDS) {
  const views = await Promise.all(VIEWS.map((view) => figure(productPicture({ kind, colour: null, brand: 'Izlog', view, seed: count * 31 }, 800, 800), `${kind}: ${view}`, 200)));
  rows.push(`<div class="row">${views.join('')}</div>`);
}
sections.push(`<h2>Every kind, in its five views (${KINDS.length} kinds)</h2>${rows.join('')}`);
const colours = await Promise.all(Object.keys(NAMED_COLOURS).map((name) => figure(productPicture({ kind: 'phone', colour: NAMED_COLOURS[name]!, brand: name, view: 'back', seed: 7 }, 800, 800), name, 150)));
sections.push(`<h2>The catalogue's colours</h2><div class="row">${colours.join('')}</div>`);

const shop = buildDemoShop();
const byId = new Map(shop.storageFiles.map((file) => [file.id, file]));
const groups: [string, number[]][] = [
  ['Products (main picture)', shop.products.map((product) => product.image_id!)],
  ['Categories', shop.categories.map((category) => category.image_id!)],
  ['Banners, posts, pages and the shop', shop.storageFiles.filter((file) => file.drawing?.type === 'poster').map((file) => file.id)],
  ['Logos (SVG)', shop.storageFiles.filter((file) => file.drawing?.type === 'wordmark').map((file) => file.id)],
];
for (const [title, ids] of groups) {
  const figures: string[] = [];
  for (const id of ids) {
    const file = byId.get(id)!;
    const picture = pictureOf(file);
    if (picture) figures.push(await figure(picture, file.label ?? file.name, file.width! > file.height! * 1.5 ? 400 : 200));
  }
  sections.push(`<h2>${title} (${figures.length})</h2><div class="row">${figures.join('')}</div>`);
}

const style = 'body{font:14px sans-serif;margin:24px;background:#fff}.row{display:flex;flex-wrap:wrap;gap:12px;margin-bottom:12px}figure{margin:0;max-width:400px}figcaption{font-size:12px;color:#555;max-width:200px}img{display:block;border:1px solid #e3e6ea}';
writeFileSync(join(out, 'index.html'), `<!doctype html><html lang="en"><meta charset="utf-8"><title>Izlog demo images</title><style>${style}</style><h1>Izlog demo images</h1>${sections.join('')}</html>`);
console.log(`${count} pictures and ${join(out, 'index.html')}`);
