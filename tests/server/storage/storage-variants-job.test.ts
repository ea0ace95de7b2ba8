/**
 * An upload's variants are made by a background job (src/server/modules/storage/variants-job.ts):
 * until it runs, every address of a variant is the original's (the API's, and /storage's for a
 * variant asked for anyway); once it ran, the variants are in the store and cached answers give
 * them; a file deleted before or during its job leaves nothing behind; on PostgreSQL a job one
 * instance accepted is done by another. The uploads here go through a queue with no worker, so
 * the test decides when the job runs.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '../../../src/server/auth/sessions';
import { createInProcessQueue, startPostgresQueue, type JobQueue } from '../../../src/server/jobs';
import type { FileStore, StorageFileRow } from '../../../src/server/modules/storage';
import { uploadFile } from '../../../src/server/modules/storage/service';
import { makeVariants, workImageVariants } from '../../../src/server/modules/storage/variants-job';
import { eventually, post } from '../support/answers';
import { serverBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

const FIELDS = 'url url_lg url_sm variants { width avif webp }';
const PUBLIC_SETTINGS = `query { settings { field image { ${FIELDS} } } }`;

type Shown = { url: string; url_lg: string; url_sm: string; variants: { width: number; avif: string; webp: string }[] };

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2e86de' } }).png().toBuffer().then((buffer) => new Uint8Array(buffer));

describe.each(await serverBackends())('image variants made by a job, on %s', (backend) => {
  let server: TestServer;
  let admin: string;
  /** Queues whose jobs wait until a test starts a worker on them. */
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    server = await startTestServer(backend, { SEED: 'none' });
    admin = await createSession(server.db, 'admin', 1, new Date(Date.now() + 3_600_000));
  }, 120_000);
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  });
  afterAll(async () => server?.close());

  const idleQueue = () => {
    const queue = createInProcessQueue({ concurrency: 1 });
    queues.push(queue);
    return queue;
  };
  /** Stores an image as the upload mutation does, its job handed to `jobs`. */
  const store = async (jobs: JobQueue, bytes: Uint8Array, name: string, files: FileStore = server.files) =>
    uploadFile({ lang: 0, db: server.db, services: { files, jobs } }, { file: new File([new Uint8Array(bytes)], name), bucket: 'public' });
  /** Runs the jobs `jobs` holds, as an instance's worker does, writing through `files`. */
  const work = async (jobs: JobQueue, files: FileStore = server.files) => {
    await workImageVariants(jobs, { db: server.db, files, contentVersion: { changed: () => server.contentChanged() } });
    await jobs.drained();
  };
  const keyOf = (url: string) => url.replace(/^\/storage\//, '');
  /** Every key the store holds of a file: its original and whatever variants. */
  const keysOf = async (file: StorageFileRow) => {
    const keys: string[] = [];
    const own = new RegExp(`^${file.bucket}/${file.folder}/${file.name.replace(/\.[a-z]+$/, '')}[.-]`);
    for await (const object of server.files.list(`${file.bucket}/${file.folder}`)) if (own.test(object.key)) keys.push(object.key);
    return keys.sort();
  };
  const shownLogo = async () => {
    const answer = await post(server, PUBLIC_SETTINGS);
    const logo = (answer.body.data.settings as { field: string; image: Shown | null }[]).find((setting) => setting.field === 'variants_logo');
    return { cache: answer.headers.get('x-izlog-cache'), image: logo!.image! };
  };

  test('until its job runs the addresses are the original’s and /storage sends a variant’s to it; then the variants are there and cached answers give them', async () => {
    const bytes = await picture(1400, 700);
    const jobs = idleQueue();
    const file = await store(jobs, bytes, 'Čeka.png');
    expect(file).toMatchObject({ width: 1400, height: 700, variants_ready: false, variant_widths: [] });
    expect(await keysOf(file)).toEqual([`public/${file.folder}/${file.name}`]);
    await server.db.insertInto('settings').values({ field: 'variants_logo', values: ['', ''], image_id: file.id }).execute();
    await server.contentChanged();

    // Kept: the database's own notice of the writes above may move the version once more first.
    const before = await eventually(shownLogo, (shown) => shown.cache === 'hit');
    expect(before.cache).toBe('hit');
    const original = `/storage/public/${file.folder}/${file.name}`;
    expect(before.image).toEqual({ url: original, url_lg: original, url_sm: original, variants: [] });

    const base = original.replace(/\.png$/, '');
    for (const variant of [`${base}-lg.png`, `${base}-sm.png`, `${base}-w320.avif`, `${base}-w1280.webp`]) {
      const sent = await fetch(server.url + variant, { redirect: 'manual' });
      expect([variant, sent.status, sent.headers.get('location'), sent.headers.get('cache-control')]).toEqual([variant, 307, original, 'no-store']);
    }
    const followed = await fetch(`${server.url}${base}-lg.png`);
    expect(followed.status).toBe(200);
    expect(new Uint8Array(await followed.arrayBuffer())).toEqual(bytes);
    expect((await fetch(`${server.url}${base}-w321.avif`)).status).toBe(404);

    await work(jobs);
    const after = await shownLogo();
    expect(after.cache).not.toBe('hit');
    expect(after.image).toMatchObject({ url: original, url_lg: `${base}-lg.png`, url_sm: `${base}-sm.png` });
    expect(after.image.variants.map((variant) => variant.width)).toEqual([320, 640, 960, 1280]);
    const keys = [after.image.url, after.image.url_lg, after.image.url_sm, ...after.image.variants.flatMap((variant) => [variant.avif, variant.webp])].map(keyOf);
    expect(await keysOf(file)).toEqual([...keys].sort());
    const large = await fetch(server.url + after.image.url_lg, { redirect: 'manual' });
    expect(large.status).toBe(200);
    expect((await sharp(new Uint8Array(await large.arrayBuffer())).metadata()).width).toBe(1400);
    expect((await server.db.selectFrom('storage_files').select(['variants_ready', 'variant_widths']).where('id', '=', file.id).executeTakeFirstOrThrow()).variants_ready).toBe(true);

    // A second run of the same job (a retry, another instance) changes nothing.
    const again = idleQueue();
    await again.enqueue('image-variants', { fileId: file.id });
    await work(again);
    expect(await keysOf(file)).toEqual([...keys].sort());
  });

  test('a file deleted before its job runs leaves nothing in the store, and the job then does nothing', async () => {
    const jobs = idleQueue();
    const file = await store(jobs, await picture(900, 600), 'Obrisana.png');
    const deleted = await server.request(`mutation { deleteStorage(ids: ["${file.id}"]) { success } }`, {}, { adminToken: admin });
    expect(deleted.data.deleteStorage.success).toBe(true);
    expect(await keysOf(file)).toEqual([]);
    await work(jobs);
    expect(await keysOf(file)).toEqual([]);
  });

  test('a file deleted after a try of its job failed halfway leaves none of the variants that try wrote', async () => {
    const file = await store(idleQueue(), await picture(1100, 500), 'Napola.png');
    // The store refuses the -sm variant: the try fails with the others written.
    const files: FileStore = {
      ...server.files,
      async put(key, bytes, type) {
        if (key.endsWith('-sm.png')) throw new Error('the store is full');
        await server.files.put(key, bytes, type);
      },
    };
    await expect(makeVariants({ db: server.db, files }, file.id)).rejects.toThrow('the store is full');
    expect(await keysOf(file)).toHaveLength(1 + 1 + 2 * 4);
    await server.request(`mutation { deleteStorage(ids: ["${file.id}"]) { success } }`, {}, { adminToken: admin });
    expect(await keysOf(file)).toEqual([]);
  });

  test('a file deleted while its job writes the variants leaves nothing in the store', async () => {
    const jobs = idleQueue();
    const file = await store(jobs, await picture(1000, 800), 'Usput.png');
    let deleting: Promise<unknown> | null = null;
    // The job's store: its first variant is written once the file is deleted, the others around that.
    const files: FileStore = {
      ...server.files,
      async put(key, bytes, type) {
        deleting ??= server.request(`mutation { deleteStorage(ids: ["${file.id}"]) { success } }`, {}, { adminToken: admin });
        await deleting;
        await server.files.put(key, bytes, type);
      },
    };
    await work(jobs, files);
    expect(deleting).not.toBeNull();
    expect(await server.db.selectFrom('storage_files').select('id').where('id', '=', file.id).execute()).toEqual([]);
    expect(await keysOf(file)).toEqual([]);
  });

  test('on the in-process queue, an image whose job was lost with its process gets it again when a worker starts', async () => {
    const lost = idleQueue();
    const file = await store(lost, await picture(500, 500), 'Izgubljen posao.png');
    await lost.stop();
    const restarted = idleQueue();
    await work(restarted);
    const row = await server.db.selectFrom('storage_files').select(['variants_ready', 'variant_widths']).where('id', '=', file.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ variants_ready: true, variant_widths: [320, 500] });
  });

  test.runIf(backend === 'postgres')('a job accepted by an instance that stopped before doing it is done by another', async () => {
    // A pg-boss schema of this test's own: the server's own workers never see these jobs.
    const schema = `izlog_variants_test_${randomBytes(4).toString('hex')}`;
    const databaseUrl = server.config.databaseUrl!;
    try {
      const first = await startPostgresQueue({ databaseUrl, schema, concurrency: 1 });
      const file = await store(first, await picture(700, 500), 'Druga instanca.png');
      expect(await first.depth()).toBe(1);
      await first.stop();
      expect(await keysOf(file)).toHaveLength(1);

      const second = await startPostgresQueue({ databaseUrl, schema, concurrency: 1 });
      queues.push(second);
      await work(second);
      const row = await server.db.selectFrom('storage_files').select(['variants_ready', 'variant_widths']).where('id', '=', file.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ variants_ready: true, variant_widths: [320, 640, 700] });
      // The original, -lg, -sm, and AVIF and WebP in three widths.
      expect(await keysOf(file)).toHaveLength(3 + 2 * 3);
    } finally {
      await Promise.all(queues.splice(0).map((queue) => queue.stop()));
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`).finally(() => client.end());
    }
  }, 30_000);
});
