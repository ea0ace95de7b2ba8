/** What visitors send the shop: newsletter subscriptions and contact messages. */
import { sendQuietly } from '../../../mail';
import { foldedContains, paginated, pageWindow } from '../../../lib/lists';
import { addNewsletterSubscriber, newsletterCsv } from '../newsletter';
import { settingValue } from '../settings';
import { isEmail } from '../../../../shared/rules/email';
import { done, refuse, requireText, toId } from '../validate';
import type { DomainResolvers } from '../../../lib/domain-resolvers';
import { sql } from 'kysely';

export const inboxResolvers: DomainResolvers<
  'newsletterSubscribers' | 'newsletterCsv' | 'contactMessages',
  'subscribeNewsletter' | 'deleteNewsletterSubscriber' | 'sendContactMessage'
> = {
  Query: {
    newsletterSubscribers: async (_root, args, ctx) => {
      const window = pageWindow(args.page, args.first, 50);
      let query = ctx.db.selectFrom('newsletter_subscribers');
      const search = args.search?.trim();
      if (search) query = query.where(foldedContains(sql`email`, search));
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(window.perPage).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return paginated(rows, Number(total.total), window);
    },
    newsletterCsv: async (_root, _args, ctx) =>
      newsletterCsv(await ctx.db.selectFrom('newsletter_subscribers').select(['email', 'lang', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()),
    contactMessages: async (_root, args, ctx) => {
      const window = pageWindow(args.page, args.first, 20);
      const [rows, total] = await Promise.all([
        ctx.db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(window.perPage).offset(window.offset).execute(),
        ctx.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return paginated(rows, Number(total.total), window);
    },
  },
  Mutation: {
    subscribeNewsletter: async (_root, args, ctx) => {
      const email = requireText(ctx, args.email, 'email');
      if (!isEmail(email)) throw refuse(ctx, 'invalidEmail', 'email');
      await ctx.services.throttle.attempt(ctx.lang, [['newsletterAddress', ctx.clientAddress]]);
      await addNewsletterSubscriber(ctx.db, email, ctx.lang);
      return done();
    },
    deleteNewsletterSubscriber: async (_root, args, ctx) => {
      const id = toId(args.id);
      const deleted = id == null ? undefined : await ctx.db.deleteFrom('newsletter_subscribers').where('id', '=', id).returning('id').executeTakeFirst();
      if (!deleted) throw refuse(ctx, 'notFound', 'id', 'NOT_FOUND');
      return done();
    },
    sendContactMessage: async (_root, args, ctx) => {
      const name = requireText(ctx, args.name, 'name');
      const email = requireText(ctx, args.email, 'email');
      if (!isEmail(email)) throw refuse(ctx, 'invalidEmail', 'email');
      const message = requireText(ctx, args.message, 'message');
      const phone = args.phone?.trim() || null;
      // Each message is mailed to the shop: counted per client before it is kept.
      await ctx.services.throttle.attempt(ctx.lang, [['mailAddress', ctx.clientAddress]]);
      await ctx.db.insertInto('contact_messages').values({ name, email, phone, message }).execute();
      // The shop's contact address (the email setting) gets the message; a mail failure does not undo it.
      const shopEmail = await settingValue(ctx.db, 'email');
      if (shopEmail && isEmail(shopEmail) && ctx.services.mailer) {
        await sendQuietly(ctx.services.mailer, {
          to: [shopEmail],
          subject: `Poruka sa sajta / Contact message: ${name}`,
          text: [`${name} <${email}>${phone ? `, ${phone}` : ''}`, '', message].join('\n'),
        });
      }
      return done();
    },
  },
};
