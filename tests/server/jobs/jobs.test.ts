/**
 * Background jobs: on PostgreSQL a mail outlives the instance that accepted it and a failed send is
 * tried again with back-off; on PGlite mail still goes out in process.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { createInProcessQueue, startPostgresQueue, type JobQueue } from '../../../src/server/jobs';
import { createMailer, sendMail, sendMails, workMail, writeMailWith, type Mailer, type MailShop } from '../../../src/server/mail';
import { projectPath } from '../../../src/server/project-root';
import { nodeArgsFor } from '../../support/bundled-script';
import { POSTGRES_URL, postgresReachable } from '../support/databases';
import { lastMailTo, readOutbox } from '../support/outbox';
import { startTestServer } from '../support/test-server';
import { logger } from '../../../src/server/log';

/** The job failures the queue logged, each as `<kind> failed (try n of N, outcome) <error>`. */
const failuresOf = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([fields]) => {
    const { kind, attempt, attempts, outcome, err } = fields as { kind: string; attempt: number; attempts: number; outcome: string; err: unknown };
    return `${kind} failed (try ${attempt} of ${attempts}, ${outcome}) ${String(err)}`;
  });

const SHOP: MailShop = { name: 'Izlog', url: 'http://localhost:4000/', logo: null, address: null, phone: null, email: null, hours: null };

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const onPostgres = await postgresReachable();
if (!onPostgres) console.warn(`PostgreSQL at ${POSTGRES_URL} does not answer: the durable job queue tests are skipped.`);

describe.skipIf(!onPostgres)('the job queue on PostgreSQL', () => {
  // A pg-boss schema of this file's own, so no other test's instance works these jobs.
  const schema = `izlog_jobs_test_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'izlog-jobs-'));
  const queues: JobQueue[] = [];
  const open = async () => {
    const jobs = await startPostgresQueue({ databaseUrl: POSTGRES_URL, schema, concurrency: 2 });
    queues.push(jobs);
    return jobs;
  };
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((jobs) => jobs.stop()));
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await adminQuery(`drop schema if exists ${schema} cascade`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a mail accepted by an instance killed before sending it is sent by another instance', async () => {
    const child = spawn(process.execPath, await nodeArgsFor('tests/server/support/mail-job-child.ts'), {
      cwd: projectPath('.'),
      env: { ...process.env, JOBS_URL: POSTGRES_URL, JOBS_SCHEMA: schema },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('queued') && resolve());
      child.once('exit', (code) => reject(new Error(`the instance that accepts the mail ended (${code}) before queuing it`)));
    });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(await readOutbox(dataDir)).toEqual([]);

    const survivor = await open();
    expect(await survivor.depth()).toBe(1);
    await workMail(survivor, writeMailWith(createMailer({ smtpUrl: null, dataDir }, () => undefined)));
    await survivor.drained();
    const mail = await lastMailTo(dataDir, 'kupac@example.com', 'Porudžbina IZ-26-00042 je primljena');
    expect(mail.text).toContain('Porudžbina IZ-26-00042 je primljena.');
    expect(mail.html).toContain('Porudžbina IZ-26-00042 je primljena.');
    expect(await survivor.depth()).toBe(0);
  }, 30_000);

  test('a send that fails is tried again, each time later, and the mail goes out', async () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const outbox = createMailer({ smtpUrl: null, dataDir }, () => undefined);
    const tries: number[] = [];
    // The mail server refuses the first two sends.
    const flaky: Mailer = {
      async send(message) {
        tries.push(Date.now());
        if (tries.length <= 2) throw new Error('421 try again later');
        await outbox.send(message);
      },
    };
    const jobs = await open();
    await workMail(jobs, writeMailWith(flaky));
    await sendMail(jobs, ['petar@example.com'], 'Promena lozinke', { lang: 0, preview: 'Promena', heading: 'Promena lozinke', blocks: [{ kind: 'paragraph', text: 'Nova lozinka.' }] }, SHOP);
    await jobs.drained();

    expect(tries).toHaveLength(3);
    // pg-boss's back-off: the first retry after 1-2 s, the second after 2-4 s.
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(950);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(1950);
    const logged = failuresOf(errors);
    expect(logged.filter((line) => /mail failed \(try [12] of 5, will try again\).*could not send "Promena lozinke"/.test(line))).toHaveLength(2);
    expect((await lastMailTo(dataDir, 'petar@example.com', 'Promena lozinke')).text).toContain('Nova lozinka.');
  }, 30_000);

  test('mails queued together are sent on their own: one that fails is tried again alone, the others go out once', async () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const outbox = createMailer({ smtpUrl: null, dataDir }, () => undefined);
    const sent: string[] = [];
    let refusals = 0;
    // The mail server refuses the shop's copy once.
    const picky: Mailer = {
      async send(message) {
        if (message.to.includes('prodaja@example.com') && refusals++ === 0) throw new Error('451 mailbox busy');
        sent.push(message.to.join());
        await outbox.send(message);
      },
    };
    const jobs = await open();
    await workMail(jobs, writeMailWith(picky));
    const mail = (to: string, subject: string) => ({ to: [to], subject, content: { lang: 0 as const, preview: subject, heading: subject, blocks: [{ kind: 'paragraph' as const, text: subject }] }, shop: SHOP });
    await sendMails(jobs, [mail('ana@example.com', 'Porudžbina IZ-1 je primljena'), mail('prodaja@example.com', 'Nova porudžbina IZ-1'), mail('ana@example.com', 'Račun IZ-1')]);
    await jobs.drained();

    expect(sent.sort()).toEqual(['ana@example.com', 'ana@example.com', 'prodaja@example.com']);
    expect(failuresOf(errors).filter((line) => /mail failed \(try 1 of 5, will try again\).*could not send "Nova porudžbina IZ-1"/.test(line))).toHaveLength(1);
    expect((await lastMailTo(dataDir, 'prodaja@example.com', 'Nova porudžbina IZ-1')).text).toContain('Nova porudžbina IZ-1');
  }, 30_000);

  test('a job two instances repeat is sent once per period', async () => {
    const [first, second] = [await open(), await open()];
    const runs: unknown[] = [];
    await first.work('tick', async (payload) => void runs.push(payload));
    // A day's period: both instances accept it now, within the same one.
    await first.repeat('tick', 86_400);
    await second.repeat('tick', 86_400);
    await first.drained();
    expect(runs).toEqual([{}]);
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      const { rows } = await client.query(`select state from ${schema}.job where name = 'tick'`);
      expect(rows).toEqual([{ state: 'completed' }]);
    } finally {
      await client.end();
    }
  }, 30_000);
});

describe('the job queue on PGlite', () => {
  test('a repeated job runs at once and then every period, until the queue stops', async () => {
    const jobs = createInProcessQueue({ concurrency: 1 });
    let runs = 0;
    await jobs.work('tick', async () => void (runs += 1));
    await jobs.repeat('tick', 0.1);
    await jobs.drained();
    expect(runs).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    await jobs.drained();
    expect(runs).toBeGreaterThanOrEqual(3);
    await jobs.stop();
    const stopped = runs;
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(runs).toBe(stopped);
  });

  test('mail is sent in process, right after the request that asked for it', async () => {
    const server = await startTestServer('pglite');
    try {
      expect(server.config.databaseUrl).toBeNull();
      const answer = await server.request('mutation { sendContactMessage(name: "Mila", email: "mila@example.com", message: "Imate li ovo na stanju?") { success } }');
      expect(answer.data?.sendContactMessage.success).toBe(true);
      const mail = await lastMailTo(server.config.dataDir, 'info@izlog.rs', 'Poruka sa sajta / Contact message: Mila');
      expect(mail.text).toContain('Imate li ovo na stanju?');
    } finally {
      await server.close();
    }
  }, 60_000);
});
