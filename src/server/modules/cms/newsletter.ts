import type { Db } from '../../db/database';

/**
 * Subscribes an address to the newsletter (also for registration with the newsletter box ticked);
 * an address already subscribed is left as it is.
 */
export async function addNewsletterSubscriber(db: Db, email: string, lang: number): Promise<void> {
  await db
    .insertInto('newsletter_subscribers')
    .values({ email: email.trim().toLowerCase(), lang: lang === 1 ? 1 : 0 })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}

const LANGUAGE_CODES = ['sr', 'en'];

/** A CSV cell, quoted when it holds a comma, a quote or a line break. */
function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Every subscriber, newest first, as CSV with the header email,language,subscribed_at. */
export function newsletterCsv(subscribers: readonly { email: string; lang: number; created_at: Date }[]): string {
  const lines = subscribers.map((row) => [row.email, LANGUAGE_CODES[row.lang] ?? 'sr', row.created_at.toISOString()].map(csvCell).join(','));
  return ['email,language,subscribed_at', ...lines].join('\n') + '\n';
}
