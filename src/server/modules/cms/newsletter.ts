import { sql } from 'kysely';
import type { MutationDeleteNewsletterSubscriberArgs, QueryNewsletterSubscribersArgs } from '../../../../generated/resolvers';
import type { GraphQLContext } from '../../context';
import type { Db } from '../../db/database';
import { foldedContains, paginated, pageWindow } from '../../lib/lists';
import { done, refuse, toId } from './validate';

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

/** newsletterSubscribers: one page, newest first, matching a search in the address. */
export async function listNewsletterSubscribers(ctx: GraphQLContext, args: QueryNewsletterSubscribersArgs) {
  const window = pageWindow(args.page, args.first, 50);
  let query = ctx.db.selectFrom('newsletter_subscribers');
  const search = args.search?.trim();
  if (search) query = query.where(foldedContains(sql`email`, search));
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(window.perPage).offset(window.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return paginated(rows, Number(total.total), window);
}

/** newsletterCsv: every subscriber as CSV. */
export async function newsletterExport(ctx: GraphQLContext) {
  return newsletterCsv(await ctx.db.selectFrom('newsletter_subscribers').select(['email', 'lang', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').execute());
}

/** deleteNewsletterSubscriber: refused for an unknown id. */
export async function deleteNewsletterSubscriber(ctx: GraphQLContext, args: MutationDeleteNewsletterSubscriberArgs) {
  const id = toId(args.id);
  const deleted = id == null ? undefined : await ctx.db.deleteFrom('newsletter_subscribers').where('id', '=', id).returning('id').executeTakeFirst();
  if (!deleted) throw refuse(ctx, 'notFound', 'id', 'NOT_FOUND');
  return done();
}
