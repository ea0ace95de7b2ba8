/**
 * Spec §9's breakpoint (mobile under 768 px) in one place: the storefront's stylesheets lay out by
 * MOBILE_BREAKPOINT_PX and nothing else, and no storefront component draws by the session's isMobile
 * (known only after hydration, so a layout by it moves the page the server sent: layout shift).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { MOBILE_BREAKPOINT_PX } from '../../../../src/shared/constants';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** What the server renders: the shell, the shop's screens and the shared components (not the admin). */
const STOREFRONT = ['src/client/app', 'src/client/storefront', 'src/client/ui'];

function filesUnder(folders: string[], pattern: RegExp): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && pattern.test(entry.name))
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
  );
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

describe('the storefront breakpoint', () => {
  test('every width media query of a storefront stylesheet is min-width: MOBILE_BREAKPOINT_PX', () => {
    const stylesheets = filesUnder(STOREFRONT, /\.css$/);
    expect(stylesheets).toContain('src/client/app/styles.css');
    const widthQueries = stylesheets.flatMap((file) =>
      [...withoutComments(readFileSync(path.join(ROOT, file), 'utf8')).matchAll(/@media([^{]*)\{/g)]
        .map((match) => match[1]!.trim())
        .filter((query) => /width/.test(query))
        .map((query) => `${file}: ${query}`),
    );
    expect(widthQueries.length).toBeGreaterThan(5);
    expect(widthQueries.filter((entry) => !entry.endsWith(`: (min-width: ${MOBILE_BREAKPOINT_PX}px)`))).toEqual([]);
  });

  test('no storefront component reads isMobile but the frame, which reports it to the live channel', () => {
    const readers = filesUnder(STOREFRONT, /\.tsx$/).filter((file) => /\bisMobile\b/.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(readers).toEqual(['src/client/app/layout/StorefrontFrame.tsx']);
  });
});
