import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChunkAssets } from './manifest';

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

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
  const start = html.slice(0, at);
  const end = html.slice(at + ROOT.length);
  return ({ htmlLang, head, assets }) => {
    const preload = [
      ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
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
