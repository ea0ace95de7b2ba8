/** Delivery countries: visitors see the active ones, administrators all; prices in RSD. */
import type { GraphQLContext } from '../../context';
import type { OrderCountryRow } from './tables';
import { userError } from '../../errors';
import { positionAfter } from '../../lib/position-after';
import { fieldError, requiredText, withTranslation } from '../../lib/input-text';
import { amountArg, type CountryArgs } from './input';

export const ok = { success: true, error: null };

export function listCountries(ctx: GraphQLContext): Promise<OrderCountryRow[]> {
  let query = ctx.db.selectFrom('order_countries').selectAll();
  if (ctx.adminId == null) query = query.where('active', '=', true);
  return query.orderBy('position').orderBy('id').execute();
}

export async function upsertCountry(ctx: GraphQLContext, args: CountryArgs): Promise<OrderCountryRow> {
  const { lang } = ctx;
  const id = args.id == null ? null : Number(args.id);
  const existing =
    id == null ? undefined : Number.isSafeInteger(id) ? await ctx.db.selectFrom('order_countries').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  if (args.id != null && !existing) throw userError(lang, 'notFound', { code: 'NOT_FOUND', field: 'id' });
  const name = requiredText(lang, 'name', args.name, 'upsertOrderCountry');
  const code = requiredText(lang, 'code', args.code).toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) throw fieldError(lang, 'invalidValue', 'code');
  const sameCode = await ctx.db.selectFrom('order_countries').select('id').where('code', '=', code).executeTakeFirst();
  if (sameCode && sameCode.id !== existing?.id) throw userError(lang, 'codeTaken', { field: 'code', code: 'CONFLICT' });
  const deliveryPrice = amountArg(lang, 'delivery_price', args.delivery_price);
  const freeOver = args.free_delivery_over == null ? null : amountArg(lang, 'free_delivery_over', args.free_delivery_over);
  if (args.position != null && (!Number.isInteger(args.position) || args.position < 1)) throw fieldError(lang, 'invalidValue', 'position');

  try {
    if (existing) {
      return await ctx.db
        .updateTable('order_countries')
        .set({
          names: withTranslation(existing.names, lang, name),
          code,
          delivery_price: deliveryPrice,
          ...(args.free_delivery_over !== undefined ? { free_delivery_over: freeOver } : {}),
          ...(args.active != null ? { active: args.active } : {}),
          ...(args.position != null ? { position: args.position } : {}),
        })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const { last } = await ctx.db
      .selectFrom('order_countries')
      .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(0)).as('last'))
      .executeTakeFirstOrThrow();
    return await ctx.db
      .insertInto('order_countries')
      .values({
        // Both languages start with the name given; the other language's is translated later.
        names: [name, name],
        code,
        delivery_price: deliveryPrice,
        free_delivery_over: freeOver,
        active: args.active ?? true,
        position: args.position ?? positionAfter(last),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Another administrator took the code at the same moment.
    if ((error as { code?: string }).code === '23505') throw userError(lang, 'codeTaken', { field: 'code', code: 'CONFLICT' });
    throw error;
  }
}

export async function deleteCountry(ctx: GraphQLContext, args: { id: string }) {
  const { lang } = ctx;
  const id = Number(args.id);
  return ctx.db.transaction().execute(async (trx) => {
    const country = Number.isSafeInteger(id) ? await trx.selectFrom('order_countries').select('id').where('id', '=', id).forUpdate().executeTakeFirst() : undefined;
    if (!country) throw userError(lang, 'notFound', { code: 'NOT_FOUND', field: 'id' });
    const used = await trx.selectFrom('orders').select('id').where('country_id', '=', country.id).limit(1).executeTakeFirst();
    if (used) throw userError(lang, 'countryInUse', { field: 'id', code: 'CONFLICT' });
    // Shoppers who chose it lose it (the foreign key sets their country to null).
    await trx.deleteFrom('order_countries').where('id', '=', country.id).execute();
    return ok;
  });
}
