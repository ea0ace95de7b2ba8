import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const CLIENT = new URL('../../../src/client/', import.meta.url).pathname;

/** Folders of an app that every feature may use. */
const SHARED_FOLDERS: Record<string, readonly string[]> = { admin: ['kit', 'i18n', 'session'], storefront: [] };
/** The frame around an app's screens: it imports them, never the other way round, and is not checked. */
const FRAME_FOLDERS: Record<string, readonly string[]> = { admin: ['layout', 'menu'], storefront: [] };

/**
 * Storefront imports across features that stand today, to be moved into src/client/ui or lib/ by
 * the storefront's own clean-up. The list only shrinks: a new sibling import fails, and so does an
 * entry that no longer exists.
 */
const KNOWN_STOREFRONT_CROSSINGS = [
  'brands -> shop',
  'cart -> wishlist',
  'checkout -> cart',
  'checkout -> order',
  'pages -> home',
  'pages -> shop',
  'product -> cart',
  'product -> wishlist',
  'shop -> wishlist',
  'user -> account',
  'user -> order',
];

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : SOURCE.test(name) ? [path] : [];
  });
}

/** The relative imports of a source file, each as the folder path it lands in below src/client. */
function importedPaths(file: string, text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => relative(CLIENT, resolve(dirname(file), match[1]!)));
}

/** "from -> to" for every import from one feature folder of `app` into another. */
function crossings(app: string): string[] {
  const appDir = join(CLIENT, app);
  const folders = readdirSync(appDir).filter((name) => statSync(join(appDir, name)).isDirectory());
  const frame = FRAME_FOLDERS[app]!;
  const features = folders.filter((name) => !SHARED_FOLDERS[app]!.includes(name) && !frame.includes(name));
  const forbidden = [...features, ...frame];
  const found = new Set<string>();
  for (const feature of features) {
    for (const file of filesUnder(join(appDir, feature))) {
      for (const target of importedPaths(file, readFileSync(file, 'utf8'))) {
        const [targetApp, targetFolder] = target.split(sep);
        if (targetApp === app && targetFolder && targetFolder !== feature && forbidden.includes(targetFolder)) {
          found.add(`${feature} -> ${targetFolder}`);
        }
      }
    }
  }
  return [...found].sort();
}

describe('feature folders', () => {
  it('finds an import of a sibling feature (the check itself can fail)', () => {
    const file = join(CLIENT, 'admin/brands/BrandsScreen.tsx');
    expect(importedPaths(file, "import { x } from '../groups/GroupForm';\nconst y = import('../kit/Pager');")).toEqual([
      join('admin', 'groups', 'GroupForm'),
      join('admin', 'kit', 'Pager'),
    ]);
  });

  it('admin: a screen folder imports no other screen folder, nor the frame (layout/, menu/)', () => {
    expect(crossings('admin')).toEqual([]);
  });

  it('storefront: no feature imports a sibling beyond the known ones, which only get fewer', () => {
    expect(crossings('storefront')).toEqual(KNOWN_STOREFRONT_CROSSINGS);
  });
});
