/**
 * The production runtime (issue 23, item 9): the server built ahead of time (scripts/build-server.ts)
 * starts as the image starts it, `node dist/server/main.js` from a folder laid out as deploy/Dockerfile
 * lays out /app (dist/, the runtime files, node_modules; no src/server TypeScript, no tsx), on PGlite in a
 * fresh DATA_DIR with SEED=none and NODE_ENV=production, answers /graphql and a storefront page, and
 * writes its mail from its mail thread (dist/server/mail-thread.js).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GetSettingsDocument, UserRegisterDocument } from '../../../generated/client/graphql';
import { buildServer, RUNTIME_FILES } from '../../../scripts/build-server';
import { builtClient } from '../../support/built-client';
import { persistedPath } from '../support/answers';
import { readOutbox } from '../support/outbox';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** The paths deploy/Dockerfile copies from the build stage into /app, besides dist/. */
function imageFiles(): string[] {
  const dockerfile = readFileSync(join(ROOT, 'deploy', 'Dockerfile'), 'utf8');
  return [...dockerfile.matchAll(/^COPY --from=build \/app\/(\S+) \.\/(\S+)$/gm)].map(([, from, to]) => {
    expect(to).toBe(from);
    return from!;
  });
}

/** The first log line of `child` that `match` accepts, parsed (the server logs one JSON object a line). */
function logLine(child: ChildProcess, match: (line: { msg?: string; url?: string }) => boolean, ms: number): Promise<{ msg?: string; url?: string }> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`no such log line within ${ms} ms:\n${text}`)), ms);
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      for (const line of text.split('\n')) {
        if (!line.startsWith('{')) continue;
        const parsed = JSON.parse(line) as { msg?: string; url?: string };
        if (match(parsed)) {
          clearTimeout(timer);
          resolve(parsed);
        }
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before logging the line:\n${text}`)));
  });
}

describe('the server built ahead of time', () => {
  const app = mkdtempSync(join(tmpdir(), 'izlog-app-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'izlog-data-'));
  let server: ChildProcess | undefined;
  let url = '';

  beforeAll(async () => {
    // /app as the image has it: the built client (shared with the other tests that serve it) and the server beside its renderer.
    cpSync(await builtClient(), join(app, 'dist'), { recursive: true });
    await buildServer(join(app, 'dist', 'server'));
    for (const file of imageFiles().filter((path) => path !== 'dist')) {
      mkdirSync(dirname(join(app, file)), { recursive: true });
      cpSync(join(ROOT, file), join(app, file), { recursive: true });
    }
    symlinkSync(join(ROOT, 'node_modules'), join(app, 'node_modules'), 'dir');
    // Only what the image sets: no DATABASE_URL or REDIS_URL of the machine's.
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'info' };
    server = spawn(process.execPath, ['--enable-source-maps', join(app, 'dist', 'server', 'main.js')], { cwd: app, env, stdio: ['ignore', 'pipe', 'inherit'] });
    const started = await logLine(server, (line) => line.msg?.startsWith('Izlog on ') ?? false, 90_000);
    url = started.url!;
  }, 180_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(app, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the image copies exactly the files the built server reads', () => {
    expect(imageFiles().sort()).toEqual(['dist', ...RUNTIME_FILES].sort());
  });

  test('answers /graphql: a persisted query, and a malformed request with its 400', async () => {
    const persisted = await fetch(url + persistedPath(GetSettingsDocument), { headers: { accept: '*/*', lang: '1' } });
    expect(persisted.status).toBe(200);
    const body = (await persisted.json()) as { data?: { settings?: unknown }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.settings).toBeTruthy();
    const malformed = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', lang: '1' }, body: '{"query":1}' });
    expect(malformed.status).toBe(400);
  });

  test('serves a storefront page rendered on the server, in Serbian', async () => {
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<html lang="sr"/);
    // Rendered, not the empty shell: the page's script and its content are both there.
    expect(html).toMatch(/<script type="module"[^>]+src="\/static\//);
    expect(html).toMatch(/<main[\s>]/);
  });

  test('writes the confirmation of a new account from its mail thread', async () => {
    const variables = { name: 'Mila', lastname: 'Jović', email: 'mila.jovic@example.com', password: 'dugacka-lozinka-22' };
    const response = await fetch(url + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', lang: '0' },
      body: JSON.stringify({ documentId: (UserRegisterDocument as { __meta__?: { hash?: string } }).__meta__?.hash, variables }),
    });
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
    let mails = await readOutbox(dataDir);
    for (let waited = 0; mails.length === 0 && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mails = await readOutbox(dataDir);
    }
    expect(mails.map((mail) => mail.to)).toEqual([['mila.jovic@example.com']]);
    expect(mails[0]!.html).toContain('Mila');
  });
});
