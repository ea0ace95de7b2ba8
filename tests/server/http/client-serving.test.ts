import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ensureClientBuilt } from '../../../src/server/build-client';
import { startServer, type RunningServer } from '../../../src/server/app';
import { readConfig } from '../../../src/server/config';
import { createServices } from '../../../src/server/services-factory';
import type { ServerServices } from '../../../src/server/services';

describe('the built client on the server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'izlog-client-'));
  const distDir = join(dataDir, 'dist');
  let services: ServerServices;
  let server: RunningServer;

  beforeAll(async () => {
    mkdirSync(join(distDir, 'static/js'), { recursive: true });
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Izlog</title><div id="root"></div>');
    writeFileSync(join(distDir, 'static/js/main.abc123.js'), 'console.log("izlog")');
    // What the build writes beside a large script (scripts/vite-precompress.ts).
    const vendor = `export const words = ${JSON.stringify('izlog '.repeat(2000))};`;
    writeFileSync(join(distDir, 'static/js/vendor.abc123.js'), vendor);
    writeFileSync(join(distDir, 'static/js/vendor.abc123.js.br'), brotliCompressSync(vendor));
    writeFileSync(join(distDir, 'static/js/vendor.abc123.js.gz'), gzipSync(vendor));
    services = await createServices(readConfig({ PORT: '0', DATA_DIR: dataDir, SEED: 'none' }), { memory: true, snapshot: true });
    server = await startServer(services, { port: 0, distDir });
  });
  afterAll(async () => {
    await server?.close();
    await services?.jobs.stop();
    await services?.live.close();
    await services?.contentVersion.close();
    await services?.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test.each(['/', '/prodavnica/telefoni/android', '/cms/products', '/en/nepostojeca-strana'])('%s opens the app', async (path) => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  test('hashed assets are served with a year-long cache', async () => {
    const response = await fetch(`${server.url}/static/js/main.abc123.js`);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.log("izlog")');
    const again = await fetch(`${server.url}/static/js/main.abc123.js`, { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  test('a script the build compressed travels compressed, in the best encoding the browser takes', async () => {
    const plain = readFileSync(join(distDir, 'static/js/vendor.abc123.js'), 'utf8');
    for (const [accepted, encoding, file] of [['gzip, deflate, br', 'br', '.br'], ['gzip', 'gzip', '.gz'], ['identity', null, '']] as const) {
      const response = await fetch(`${server.url}/static/js/vendor.abc123.js`, { headers: { 'accept-encoding': accepted } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toBe('accept-encoding');
      expect(response.headers.get('content-type')).toContain('text/javascript');
      expect(Number(response.headers.get('content-length'))).toBe(readFileSync(join(distDir, `static/js/vendor.abc123.js${file}`)).length);
      expect(await response.text()).toBe(plain);
    }
    expect(readFileSync(join(distDir, 'static/js/vendor.abc123.js.br')).length).toBeLessThan(plain.length / 10);
  });
});

describe('building the client before start', () => {
  const root = mkdtempSync(join(tmpdir(), 'izlog-build-'));
  const dist = join(root, 'dist');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('builds when dist/ is missing or older than the sources, and not when it is fresh', () => {
    expect(ensureClientBuilt(root, dist)).toBe('no-client');

    writeFileSync(join(root, 'vite.config.ts'), 'export default {}');
    mkdirSync(join(root, 'src/client'), { recursive: true });
    writeFileSync(join(root, 'src/client/main.tsx'), 'export {}');
    const build = `const fs=require('fs');fs.mkdirSync('dist/server',{recursive:true});fs.appendFileSync('dist/index.html','built\\n');fs.writeFileSync('dist/server/entry-server.js','')`;
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'fixture', scripts: { build: `node -e "${build}"` } }));

    expect(ensureClientBuilt(root, dist)).toBe('built');
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('built\n');
    expect(ensureClientBuilt(root, dist)).toBe('fresh');

    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src/client/main.tsx'), later, later);
    expect(ensureClientBuilt(root, dist)).toBe('built');
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('built\nbuilt\n');

    // The server renderer is part of the build: without it the client is built again.
    const earlier = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'src/client/main.tsx'), earlier, earlier);
    expect(ensureClientBuilt(root, dist)).toBe('fresh');
    rmSync(join(dist, 'server'), { recursive: true });
    expect(ensureClientBuilt(root, dist)).toBe('built');
    expect(ensureClientBuilt(root, dist)).toBe('fresh');
  });
});
