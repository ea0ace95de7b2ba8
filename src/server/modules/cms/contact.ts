/** The contact page: messages visitors send, kept for the administrator and mailed to the shop. */
import type { MutationSendContactMessageArgs, QueryContactMessagesArgs } from '../../../../generated/resolvers';
import type { GraphQLContext } from '../../context';
import { paginated, pageWindow } from '../../lib/lists';
import { sendMail } from '../../mail';
import { contactMail } from './contact-mail';
import { isEmail } from '../../../shared/rules/email';
import { settingValue } from './settings';
import { done, refuse, requireText } from './validate';
import { logger } from '../../log';

/** contactMessages: one page, newest first. */
export async function listContactMessages(ctx: GraphQLContext, args: QueryContactMessagesArgs) {
  const window = pageWindow(args.page, args.first, 20);
  const [rows, total] = await Promise.all([
    ctx.db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(window.perPage).offset(window.offset).execute(),
    ctx.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return paginated(rows, Number(total.total), window);
}

/** sendContactMessage: kept, then mailed to the shop's address (the email setting), counted per client. */
export async function sendContactMessage(ctx: GraphQLContext, args: MutationSendContactMessageArgs) {
  const name = requireText(ctx, args.name, 'name', 'sendContactMessage');
  const email = requireText(ctx, args.email, 'email');
  if (!isEmail(email)) throw refuse(ctx, 'invalidEmail', 'email');
  const message = requireText(ctx, args.message, 'message');
  const phone = args.phone?.trim() || null;
  // Each message is mailed to the shop: counted per client before it is kept.
  await ctx.services.throttle.attempt(ctx.lang, [['mailAddress', ctx.clientAddress]]);
  await ctx.db.insertInto('contact_messages').values({ name, email, phone, message }).execute();
  // The shop's contact address (the email setting) gets the message; a mail failure does not undo it.
  const shopEmail = await settingValue(ctx.db, 'email');
  if (shopEmail && isEmail(shopEmail)) {
    try {
      const shop = await ctx.services.mailShop(ctx.lang);
      await sendMail(ctx.services.jobs, [shopEmail], `Poruka sa sajta / Contact message: ${name}`, contactMail(ctx.lang, { name, email, phone, message }), shop);
    } catch (error) {
      logger.error({ err: error }, 'contact message mail not sent');
    }
  }
  return done();
}
