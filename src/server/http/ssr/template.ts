import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_MODULES_META } from '../../../shared/routing/page-modules';
import type { ChunkAssets } from './manifest';

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
/** index.html's own script and preloads start the app at once (the admin, a page the server could not render). */
const APP_START = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

export interface PageParts {
  htmlLang: string;
  head: string;
  assets: ChunkAssets;
}

/** The built index.html cut around the app's root, with a page's head and its screen's assets put in. */
export function readTemplate(distDir: string): (parts: PageParts) => { before: string; after: (state: string) => string } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const at = html.indexOf(ROOT);
  if (at < 0 || !TITLE.test(html)) throw new Error('dist/index.html has no <div id="root"></div> or <title>');
  const start = html.slice(0, at).replace(APP_START, '');
  const end = html.slice(at + ROOT.length);
  return ({ htmlLang, head, assets }) => {
    // The stylesheet draws the page; its scripts are named, not fetched, until boot starts them after the page has loaded.
    const preload = [
      ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      `<meta name="${PAGE_MODULES_META}" content="${assets.scripts.join(' ')}">`,
      `<script type="module" crossorigin src="${assets.boot}"></script>`,
    ].join('\n    ');
    const before = start
      .replace(/<html lang="[^"]*"/, () => `<html lang="${htmlLang}"`)
      .replace(TITLE, () => head)
      // After the entry's own links, so the screen's styles come later in the cascade, as when the browser loads its chunk.
      .replace('</head>', () => `  ${preload}\n  </head>`)
      .concat('<div id="root">');
    return { before, after: (state) => `</div>\n    ${state}${end}` };
  };
}
