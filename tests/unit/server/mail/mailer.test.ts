import { createServer, type Server, type Socket } from 'node:net';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessQueue } from '../../../../src/server/jobs';
import { createMailer, sendMail, workMail, writeMailWith, type MailShop } from '../../../../src/server/mail';
import { logger } from '../../../../src/server/log';

/** The job failures the queue logged, each as `<kind> failed (try n of N, outcome) <error>`. */
const failuresOf = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([fields]) => {
    const { kind, attempt, attempts, outcome, err } = fields as { kind: string; attempt: number; attempts: number; outcome: string; err: unknown };
    return `${kind} failed (try ${attempt} of ${attempts}, ${outcome}) ${String(err)}`;
  });

const message = { to: ['kupac@example.com'], subject: 'Porudžbina IZ-26-00042', text: 'Hvala na porudžbini.', html: '<p>Hvala na porudžbini.</p>' };

const SHOP: MailShop = { name: 'Izlog', url: 'http://localhost:4000/', logo: null, address: null, phone: null, email: null, hours: null };

describe('the mailer', () => {
  let silent: Server | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => (silent ? silent.close(resolve) : resolve(undefined)));
    vi.restoreAllMocks();
  });

  it('writes the outbox file before send resolves', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'izlog-mail-'));
    await createMailer({ smtpUrl: null, dataDir }, () => undefined).send(message);
    const [file] = await readdir(join(dataDir, 'outbox'));
    expect(await readFile(join(dataDir, 'outbox', file!), 'utf8')).toContain('kupac@example.com');
  });

  it('hands SMTP mail to the job queue: a mail server that never answers does not hold up the caller, and its failure is retried', async () => {
    // Accepts the connection and never greets, as an overloaded mail server might.
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent!.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const failures = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}/?greetingTimeout=400`, dataDir: tmpdir() }, () => undefined);
    // The mailer itself waits for the server and says when it could not send: that is what makes the job try again.
    await expect(mailer.send(message)).rejects.toThrow();

    const jobs = createInProcessQueue({ concurrency: 1, retry: { firstDelaySeconds: 0.05, maxDelaySeconds: 0.1 } });
    await workMail(jobs, writeMailWith(mailer));
    const started = Date.now();
    await sendMail(jobs, message.to, message.subject, { lang: 0, preview: 'Hvala', heading: 'Hvala', blocks: [{ kind: 'paragraph', text: 'Hvala na porudžbini.' }] }, SHOP);
    expect(Date.now() - started).toBeLessThan(200);

    await jobs.drained();
    const logged = failuresOf(failures);
    expect(logged.filter((line) => line.includes('try 1 of 5, will try again'))).toHaveLength(1);
    expect(logged.filter((line) => line.includes('try 5 of 5, given up') && line.includes('could not send "Porudžbina IZ-26-00042"'))).toHaveLength(1);
    await jobs.stop();
  });
});
