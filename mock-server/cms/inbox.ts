/** What visitors send the shop: newsletter subscriptions and contact messages. */
import type { MockResolvers } from '../context';
import { isEmail, refuse, requireText } from '../../src/server/lib/admin-input';
import { nowIso } from '../lib/clock';
import { found, nextId } from '../lib/ids';
import { paginate } from '../../src/server/lib/paginate';
import { matchesSearch } from '../../src/server/lib/search';
import { newestFirst } from '../lib/sort';
import { done } from './common';
import { addNewsletterSubscriber, type ContactMessageRecord, type NewsletterSubscriberRecord } from './tables';

const LANGUAGE_CODES = ['sr', 'en'];

/** A CSV cell, quoted when it holds a comma, a quote or a line break. */
function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function newsletterCsv(subscribers: readonly NewsletterSubscriberRecord[]): string {
  const lines = [...subscribers]
    .sort(newestFirst)
    .map((row) => [row.email, LANGUAGE_CODES[row.lang] ?? 'sr', row.created_at].map(csvCell).join(','));
  return ['email,language,subscribed_at', ...lines].join('\n') + '\n';
}

export const inboxResolvers: MockResolvers = {
  Query: {
    newsletterSubscribers: (_root, args: { page?: number | null; first?: number | null; search?: string | null }, ctx) =>
      paginate(
        ctx.db.newsletterSubscribers.filter((row) => matchesSearch(args.search, row.email)).sort(newestFirst),
        args.page,
        args.first ?? 50,
      ),
    newsletterCsv: (_root, _args, ctx) => newsletterCsv(ctx.db.newsletterSubscribers),
    contactMessages: (_root, args: { page?: number | null; first?: number | null }, ctx) =>
      paginate([...ctx.db.contactMessages].sort(newestFirst), args.page, args.first),
  },
  Mutation: {
    subscribeNewsletter: (_root, args: { email: string }, ctx) => {
      const email = requireText(ctx, args.email, 'email');
      if (!isEmail(email)) throw refuse(ctx, 'invalidEmail', 'email');
      addNewsletterSubscriber(ctx.db, email, ctx.lang, nowIso());
      return done();
    },
    deleteNewsletterSubscriber: (_root, args: { id: string }, ctx) => {
      const subscriber = found(ctx, ctx.db.newsletterSubscribers, args.id);
      ctx.db.newsletterSubscribers = ctx.db.newsletterSubscribers.filter((row) => row.id !== subscriber.id);
      return done();
    },
    sendContactMessage: (_root, args: { name: string; email: string; phone?: string | null; message: string }, ctx) => {
      const name = requireText(ctx, args.name, 'name');
      const email = requireText(ctx, args.email, 'email');
      if (!isEmail(email)) throw refuse(ctx, 'invalidEmail', 'email');
      const message = requireText(ctx, args.message, 'message');
      const record: ContactMessageRecord = {
        id: nextId(ctx.db.contactMessages),
        name,
        email,
        phone: args.phone?.trim() || null,
        message,
        created_at: nowIso(),
      };
      ctx.db.contactMessages.push(record);
      // The mock sends no mail; the real server e-mails the shop's address.
      return done();
    },
  },
};
