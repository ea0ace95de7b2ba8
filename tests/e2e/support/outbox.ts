import { inject } from 'vitest';
import { readOutbox, type OutboxMail } from '../../server/support/outbox';
import { STEP_TIMEOUT_MS } from './targets';

/** The real server's mail to `address` whose text has `text`, once its background job has written it. */
export async function mailTo(address: string, text: string): Promise<OutboxMail> {
  const dataDir = inject('e2eTargets').find((target) => target.name === 'real')?.dataDir;
  if (!dataDir) throw new Error('The real server has no DATA_DIR to read its mail from');
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  for (;;) {
    const mail = (await readOutbox(dataDir)).find((each) => each.to.includes(address) && each.text.includes(text));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} with "${text}" within ${STEP_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
