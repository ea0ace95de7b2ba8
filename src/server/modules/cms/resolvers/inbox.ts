/** What visitors send the shop: newsletter subscriptions and contact messages. */
import { listContactMessages, sendContactMessage } from '../contact';
import { addNewsletterSubscriber, deleteNewsletterSubscriber, listNewsletterSubscribers, newsletterExport } from '../newsletter';
import { isEmail } from '../../../../shared/rules/email';
import { done, refuse, requireText } from '../validate';
import type { DomainResolvers } from '../../../lib/domain-resolvers';

export const inboxResolvers: DomainResolvers<
  'newsletterSubscribers' | 'newsletterCsv' | 'contactMessages',
  'subscribeNewsletter' | 'deleteNewsletterSubscriber' | 'sendContactMessage'
> = {
  Query: {
    newsletterSubscribers: (_root, args, ctx) => listNewsletterSubscribers(ctx, args),
    newsletterCsv: (_root, _args, ctx) => newsletterExport(ctx),
    contactMessages: (_root, args, ctx) => listContactMessages(ctx, args),
  },
  Mutation: {
    subscribeNewsletter: async (_root, args, ctx) => {
      const email = requireText(ctx, args.email, 'email');
      if (!isEmail(email)) throw refuse(ctx, 'invalidEmail', 'email');
      await ctx.services.throttle.attempt(ctx.lang, [['newsletterAddress', ctx.clientAddress]]);
      await addNewsletterSubscriber(ctx.db, email, ctx.lang);
      return done();
    },
    deleteNewsletterSubscriber: (_root, args, ctx) => deleteNewsletterSubscriber(ctx, args),
    sendContactMessage: (_root, args, ctx) => sendContactMessage(ctx, args),
  },
};
