/** Shop settings: default SEO, contacts, the orders e-mail list, the logo, the exchange rate. */
import { exchangeRateEur } from '../../orders/exchange-rate';
import { isAdmin } from '../../cms/content-state';
import { EXCHANGE_RATE_FIELD, writeExchangeRate } from '../../cms/settings';
import { pickOrNull, withText } from '../../cms/translations';
import { isEmail, isEmailList, refuse, requireText, sent, toId } from '../../cms/validate';
import type { GraphQLContext } from '../../context';
import type { SettingRow } from '../../db/rows';
import type { DomainResolvers } from '../../storage/domain-resolvers';
import { perRequest } from '../../cms/per-request';

async function valuesOf(ctx: GraphQLContext, setting: SettingRow): Promise<string[]> {
  if (setting.field !== EXCHANGE_RATE_FIELD) return setting.values;
  const rate = String(await perRequest(ctx, 'exchange-rate', () => exchangeRateEur(ctx.db)));
  return [rate, rate];
}

/** Checks a value against its key's format; returns it normalised. */
function checkedValue(ctx: GraphQLContext, field: string, value: string): string {
  if (field === 'orders_email') {
    if (!isEmailList(value)) throw refuse(ctx, 'invalidEmailList', 'value');
    return value
      .split(',')
      .map((part) => part.trim())
      .join(', ');
  }
  if (field === 'email' && value !== '' && !isEmail(value)) throw refuse(ctx, 'invalidEmail', 'value');
  if (field === EXCHANGE_RATE_FIELD) {
    const rate = Number(value.replace(',', '.'));
    if (!Number.isFinite(rate) || rate <= 0 || rate >= 100_000_000) throw refuse(ctx, 'invalidExchangeRate', 'value');
    return String(rate);
  }
  return value;
}

export const settingResolvers: DomainResolvers<'settings', 'upsertSetting'> = {
  Query: {
    settings: async (_root, _args, ctx) => {
      let query = ctx.db.selectFrom('settings').selectAll();
      if (!isAdmin(ctx)) query = query.where('hidden', '=', false);
      return query.orderBy('id').execute();
    },
  },
  Mutation: {
    upsertSetting: async (_root, args, ctx) => {
      const field = requireText(ctx, args.field, 'field');
      // Without an id, a key that exists already is changed rather than doubled.
      let existing: SettingRow | undefined;
      if (args.id != null && args.id !== '') {
        const id = toId(args.id);
        existing = id == null ? undefined : await ctx.db.selectFrom('settings').selectAll().where('id', '=', id).executeTakeFirst();
        if (!existing) throw refuse(ctx, 'notFound', 'id', 'NOT_FOUND');
      } else {
        existing = await ctx.db.selectFrom('settings').selectAll().where('field', '=', field).executeTakeFirst();
      }
      if (existing && existing.field !== field) {
        const other = await ctx.db.selectFrom('settings').select('id').where('field', '=', field).executeTakeFirst();
        if (other) throw refuse(ctx, 'codeTaken', 'field', 'CONFLICT');
      }
      const value = sent(args, 'value') ? checkedValue(ctx, field, args.value?.trim() ?? '') : undefined;
      let imageId: number | null = null;
      if (args.image_id != null && args.image_id !== '') {
        imageId = toId(args.image_id);
        const file = imageId == null ? undefined : await ctx.loaders.byId('storage_files').load(imageId);
        if (!file) throw refuse(ctx, 'notFound', 'image_id', 'NOT_FOUND');
      }

      return ctx.db.transaction().execute(async (trx) => {
        if (field === EXCHANGE_RATE_FIELD && value !== undefined) await writeExchangeRate(trx, Number(value));
        if (existing) {
          const values = value === undefined ? existing.values : existing.translated ? withText(existing.values, ctx.lang, value) : [value, value];
          return trx
            .updateTable('settings')
            .set({ field, values, ...(sent(args, 'image_id') ? { image_id: imageId } : {}) })
            .where('id', '=', existing.id)
            .returningAll()
            .executeTakeFirstOrThrow();
        }
        return trx
          .insertInto('settings')
          .values({ field, values: [value ?? '', value ?? ''], translated: true, hidden: false, image_id: imageId })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },
  },
  Setting: {
    value: async (setting, _args, ctx) => pickOrNull(await valuesOf(ctx, setting), ctx.lang),
    values: (setting, _args, ctx) => valuesOf(ctx, setting),
    image: (setting, _args, ctx) => (setting.image_id == null ? null : ctx.loaders.byId('storage_files').load(setting.image_id)),
  },
};
