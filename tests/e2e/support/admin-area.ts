import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { logInAsAdmin } from './admin-login';
import { useBrowser } from './browser';
import { DESKTOP } from './targets';

/** The smallest valid PNG: one transparent pixel. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Names no earlier run has used, so each flow finds exactly what it made. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/**
 * What the administrator-area flows share, for one describe block: the browser, signing in on the
 * real server (desktop), and image files to upload (written to a folder removed after the block).
 */
export function useAdminArea() {
  const browser = useBrowser();
  const tempDir = mkdtempSync(join(tmpdir(), 'izlog-admin-e2e-'));
  afterAll(() => rmSync(tempDir, { recursive: true, force: true }));
  return {
    browser,
    async signIn() {
      const opened = await browser.open('real', DESKTOP, '/cms/auth');
      await logInAsAdmin(opened.page);
      return opened;
    },
    /** A one-pixel PNG named `fileName`, ready for a file input: its path. */
    pngFile(fileName: string) {
      const filePath = join(tempDir, fileName);
      writeFileSync(filePath, ONE_PIXEL_PNG);
      return filePath;
    },
  };
}
