/**
 * The order status page's lookup. The code alone no longer opens an order (it is printed on parcels
 * and bank transfers): it takes the e-mail the order was placed with, or the key of the order
 * e-mails' link; administrators and the shopper who placed it need neither.
 */
import type { QueryOrderArgs } from '../../../../generated/resolvers';
import type { GraphQLContext } from '../../context';
import { userError } from '../../errors';
import { optionalText, requiredText } from '../../lib/field-input';
import { isEmail } from '../../../shared/rules/email';
import type { OrderRow } from './tables';
import { sameSecret } from '../../lib/same-secret';

/** Whether the caller may see the order without proof: an administrator, or the shopper who placed it. */
function isOwnOrStaff(ctx: GraphQLContext, order: OrderRow): boolean {
  return ctx.adminId != null || (ctx.userId != null && order.user_id === ctx.userId);
}

/**
 * `order(code, email, key)`: the order when the e-mail (any case) or the key matches, or the caller
 * is staff or its buyer; otherwise null, the same for an unknown code as for a wrong e-mail, so the
 * answer tells nobody which codes exist. A lookup with an e-mail or a key is counted per client
 * address before the database is asked, and handed back when it opens the order.
 */
export async function lookUpOrder(ctx: GraphQLContext, args: QueryOrderArgs): Promise<OrderRow | null> {
  const code = requiredText(ctx.lang, 'code', args.code).replace(/\s+/g, '').toUpperCase();
  const email = optionalText(args.email)?.toLowerCase() ?? null;
  if (email !== null && !isEmail(email)) throw userError(ctx.lang, 'invalidEmail', { field: 'email' });
  const key = optionalText(args.key);
  const attempt = email !== null || key !== null ? await ctx.services.throttle.attempt(ctx.lang, [['orderLookupAddress', ctx.clientAddress]]) : null;

  const order = await ctx.db.selectFrom('orders').selectAll().where('code', '=', code).executeTakeFirst();
  if (!order) return null;
  const proven = (key !== null && sameSecret(key, order.status_key)) || (email !== null && order.customer_email.toLowerCase() === email);
  if (!proven && !isOwnOrStaff(ctx, order)) return null;
  await attempt?.succeeded();
  return order;
}
