/** Shop settings: default SEO, contacts, the orders e-mail list, the logo, the exchange rate. */
import { requestRate } from '../../../lib/exchange-rate';
import { isAdmin } from '../content-state';
import { checkedSettingValue } from '../setting-values';
import { EXCHANGE_RATE_FIELD, writeExchangeRate } from '../settings';
import { pickOrNull } from '../translations';
import { translationSql } from '../../../lib/translation-sql';
import { refuse, requireText, sent, toId } from '../validate';
import type { GraphQLContext } from '../../../context';
import type { SettingRow } from '../../../db/rows';
import type { DomainResolvers } from '../../../lib/domain-resolvers';

/** The exchange rate column holds less than this (numeric(12, 4)). */
const MAX_STORED_RATE = 100_000_000;

async function valuesOf(ctx: GraphQLContext, setting: SettingRow): Promise<string[]> {
  if (setting.field !== EXCHANGE_RATE_FIELD) return setting.values;
  const rate = String(await requestRate(ctx));
  return [rate, rate];
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
      const value = sent(args, 'value') ? checkedSettingValue(ctx, field, args.value?.trim() ?? '', MAX_STORED_RATE) : undefined;
      let imageId: number | null = null;
      if (args.image_id != null && args.image_id !== '') {
        imageId = toId(args.image_id);
        const file = imageId == null ? undefined : await ctx.loaders.byId('storage_files').load(imageId);
        if (!file) throw refuse(ctx, 'notFound', 'image_id', 'NOT_FOUND');
      }

      return ctx.db.transaction().execute(async (trx) => {
        if (field === EXCHANGE_RATE_FIELD && value !== undefined) await writeExchangeRate(trx, Number(value));
        if (existing) {
          const values = value === undefined ? {} : { values: existing.translated ? translationSql('values', ctx.lang, value) : [value, value] };
          return trx
            .updateTable('settings')
            .set({ field, ...values, ...(sent(args, 'image_id') ? { image_id: imageId } : {}) })
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
