/**
 * The Nu HTML checker (vnu-jar, the W3C's validator) finds no error in any page the server renders:
 * every kind of storefront route in both languages, checked in one Java run over all the files.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { builtClient, clientBuildDir } from '../../support/built-client';
import { firstPostPath, headersFor, STOREFRONT_ROUTES, type StorefrontRoute } from '../support/storefront-routes';
import { startTestServer, type TestServer } from '../support/test-server';

/** The checker itself, from the vnu-jar package (run on the installed Java, 11 or later). */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * One short run: the client compiler alone and the serial collector (the defaults' second compiler
 * and parallel collector pay off only in long runs) take half the CPU, beside the rest of the suite.
 */
const JAVA_ONE_RUN = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** Every message of `type` error the checker gives for the files, by file. */
async function vnuErrors(files: readonly string[]): Promise<VnuMessage[]> {
  // The checker exits non-zero when it finds errors; its report is on stdout either way.
  const run = promisify(execFile)('java', ['-Xss4m', ...JAVA_ONE_RUN, '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files], { maxBuffer: 64 * 1024 * 1024 });
  const { stdout } = await run.catch((error: { stdout?: string; stderr?: string; message: string }) => {
    if (!error.stdout) throw new Error(`vnu did not run: ${error.stderr || error.message}`);
    return { stdout: error.stdout };
  });
  return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
}

describe('the HTML of every server-rendered storefront page', () => {
  let server: TestServer;
  const dir = mkdtempSync(join(tmpdir(), 'izlog-vnu-'));

  beforeAll(async () => {
    const [, started] = await Promise.all([builtClient(), startTestServer('pglite', {}, { distDir: clientBuildDir() })]);
    server = started;
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('has no error the Nu HTML checker finds, in either language', async () => {
    const fetchPage = async (route: Pick<StorefrontRoute, 'path' | 'lang'>) => {
      const response = await fetch(server.url + route.path, { redirect: 'manual', headers: headersFor(route) });
      return { status: response.status, html: await response.text() };
    };
    const routes: StorefrontRoute[] = [...STOREFRONT_ROUTES];
    for (const lang of [0, 1] as const) {
      const blog = await fetchPage({ path: lang === 0 ? '/novosti' : '/blog', lang });
      routes.push({ name: 'post', path: firstPostPath(blog.html, lang), lang, status: 200 });
    }
    const files = new Map<string, StorefrontRoute>();
    await Promise.all(
      routes.map(async (route, index) => {
        const { status, html } = await fetchPage(route);
        expect(status, route.path).toBe(route.status);
        const file = join(dir, `${index}-${route.name.replace(/\W+/g, '-')}-${route.lang === 0 ? 'sr' : 'en'}.html`);
        writeFileSync(file, html);
        files.set(`file:${file}`, route);
      }),
    );

    const errors = await vnuErrors([...files.keys()].map((url) => url.slice('file:'.length)));
    const report = errors.map((error) => `${files.get(error.url)?.path ?? error.url}:${error.lastLine ?? '?'} ${error.message}${error.extract ? `\n    ${error.extract.trim()}` : ''}`);
    expect(report).toEqual([]);
  }, 180_000);
});
