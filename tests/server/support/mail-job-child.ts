/**
 * A server instance that accepts one mail and dies before its worker gets to it: it queues the mail
 * on the PostgreSQL queue (JOBS_URL, pg-boss schema JOBS_SCHEMA), says "queued", and then idles until
 * the test kills it. Run from its bundle (tests/support/bundled-script.ts).
 */
import { startPostgresQueue } from '../../../src/server/jobs';
import { sendMail, type MailContent, type MailShop } from '../../../src/server/mail';

const jobs = await startPostgresQueue({ databaseUrl: process.env.JOBS_URL!, schema: process.env.JOBS_SCHEMA!, concurrency: 1 });
const shop: MailShop = { name: 'Izlog', url: 'http://localhost:4000/', logo: null, address: null, phone: null, email: null, hours: null };
const content: MailContent = { lang: 0, preview: 'Porudžbina je primljena', heading: 'Hvala!', blocks: [{ kind: 'paragraph', text: 'Porudžbina IZ-26-00042 je primljena.' }] };
await sendMail(jobs, ['kupac@example.com'], 'Porudžbina IZ-26-00042 je primljena', content, shop);
if ((await jobs.depth()) !== 1) throw new Error('the mail was not queued');
process.stdout.write('queued\n');
// No worker here: the process is killed with the job still waiting.
setInterval(() => undefined, 60_000);
