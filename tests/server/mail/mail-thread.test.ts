/**
 * Mail is rendered and written in a worker thread (src/server/mail/thread.ts, MAIL_THREAD on by
 * default), so a sale's confirmations do not take the event loop that answers visitors. The thread
 * loads the same code as the server: the mail it writes is the one the server's own thread would.
 */
import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer, type MailJob, type MailShop } from '../../../src/server/mail';
import { deliverMail } from '../../../src/server/mail/deliver';
import { deliverInMailThread } from '../../../src/server/mail/thread';
import { readOutbox } from '../support/outbox';

const SHOP: MailShop = { name: 'Prodavnica Izlog', url: 'http://localhost:4000/', logo: null, address: null, phone: null, email: null, hours: null };

const mail = (to: string): MailJob => ({
  to: [to],
  subject: 'Porudžbina IZ-26-00042',
  content: { lang: 0, preview: 'Hvala', heading: 'Hvala na porudžbini', blocks: [{ kind: 'paragraph', text: 'Šaljemo je sutra, <b>brzom poštom</b>.' }] },
  shop: SHOP,
});

describe('the mail thread', () => {
  let silent: Server | undefined;
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => (silent ? silent.close(resolve) : resolve(undefined)));
  });

  it('writes the mail in a thread of its own, exactly as the server thread writes it', async () => {
    const threaded = await mkdtemp(join(tmpdir(), 'izlog-mail-thread-'));
    const inline = await mkdtemp(join(tmpdir(), 'izlog-mail-inline-'));

    const thread = await deliverInMailThread(mail('kupac@example.com'), { smtpUrl: null, dataDir: threaded });
    await deliverMail(mail('kupac@example.com'), createMailer({ smtpUrl: null, dataDir: inline }, () => undefined));

    expect(thread).not.toBe(threadId);
    const [fromThread] = await readOutbox(threaded);
    const [fromServer] = await readOutbox(inline);
    expect(fromThread!.subject).toBe('Porudžbina IZ-26-00042');
    expect(fromThread!.raw).toMatch(/^From: .*Prodavnica Izlog/m);
    expect(fromThread!.text).toContain('Šaljemo je sutra');
    // What a shopper or the shop typed stays text in the thread too.
    expect(fromThread!.html).toContain('&lt;b&gt;brzom poštom&lt;/b&gt;');
    expect(fromThread!.html).toBe(fromServer!.html);
    expect(fromThread!.text).toBe(fromServer!.text);
  });

  it('says when the mail could not be sent, so the job queue tries it again', async () => {
    // A mail server that takes the connection and never greets.
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent!.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    await expect(deliverInMailThread(mail('kupac@example.com'), { smtpUrl: `smtp://127.0.0.1:${port}/?greetingTimeout=300`, dataDir: tmpdir() })).rejects.toThrow(
      'could not send "Porudžbina IZ-26-00042" to kupac@example.com',
    );
  });
});
