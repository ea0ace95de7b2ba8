import { createServer, type Server, type Socket } from 'node:net';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../../../src/server/mail';

/** A mail log that keeps nothing. */
const quiet = { info: () => undefined, error: () => undefined } as never;

const message = { to: ['kupac@example.com'], subject: 'Porudžbina IZ-26-00042', text: 'Hvala na porudžbini.', html: '<p>Hvala na porudžbini.</p>' };

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
    await createMailer({ smtpUrl: null, dataDir }, quiet).send(message);
    const [file] = await readdir(join(dataDir, 'outbox'));
    expect(await readFile(join(dataDir, 'outbox', file!), 'utf8')).toContain('kupac@example.com');
  });

  it('hands SMTP mail to the background: a mail server that never answers does not hold up the caller', async () => {
    // Accepts the connection and never greets, as an overloaded mail server might.
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent!.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const failures = vi.fn();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}/?greetingTimeout=400`, dataDir: tmpdir() }, { info: () => undefined, error: failures } as never);

    const started = Date.now();
    await mailer.send(message);
    expect(Date.now() - started).toBeLessThan(200);
    expect(mailer.pending()).toBe(1);

    await mailer.flush();
    expect(mailer.pending()).toBe(0);
    expect(failures).toHaveBeenCalledWith(expect.objectContaining({ subject: 'Porudžbina IZ-26-00042', err: expect.any(Error) }), 'mail not sent');
  });
});
