import { createServer, type Server, type Socket } from 'node:net';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../../../src/server/mail';

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
    await createMailer({ smtpUrl: null, dataDir }, () => undefined).send(message);
    const [file] = await readdir(join(dataDir, 'outbox'));
    expect(await readFile(join(dataDir, 'outbox', file!), 'utf8')).toContain('kupac@example.com');
  });

  it('hands SMTP mail to the background: a mail server that never answers does not hold up the caller', async () => {
    // Accepts the connection and never greets, as an overloaded mail server might.
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent!.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const failures = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}/?greetingTimeout=400`, dataDir: tmpdir() }, () => undefined);

    const started = Date.now();
    await mailer.send(message);
    expect(Date.now() - started).toBeLessThan(200);

    await mailer.flush();
    expect(failures).toHaveBeenCalledWith(expect.stringContaining('could not send "Porudžbina IZ-26-00042"'), expect.anything());
  });
});
