import { sql } from 'kysely';
import type { MutationUpsertSettingArgs } from '../../../../generated/resolvers';
import type { GraphQLContext } from '../../context';
import type { Db } from '../../db/database';
import type { SettingRow } from '../../db/rows';
import { translationSql } from '../../lib/translation-sql';
import { isAdmin } from './content-state';
import { SHOP_NAME_FIELD } from '../../../shared/rules/brand-images';
import { checkedSettingValue, checkSettingImage, EXCHANGE_RATE_FIELD } from './setting-values';
import { refuse, requireText, sent, toId } from './validate';

/** The exchange rate column holds less than this (numeric(12, 4)). */
const MAX_STORED_RATE = 100_000_000;

/** The setting that mirrors the order settings' exchange rate (order_settings.exchange_rate_eur). */
export { EXCHANGE_RATE_FIELD };

/** A setting's value in a language (Serbian when the language has none), or null when it is not set. */
export async function settingValue(db: Db, field: string, lang = 0): Promise<string | null> {
  const row = await db.selectFrom('settings').select('values').where('field', '=', field).executeTakeFirst();
  if (!row) return null;
  return row.values[lang] || row.values[0] || null;
}

/** The addresses of the orders_email setting (one or more, separated by commas): where order e-mails go. */
export async function ordersEmailAddresses(db: Db): Promise<string[]> {
  const value = await settingValue(db, 'orders_email');
  return (value ?? '').split(',').map((part) => part.trim()).filter(Boolean);
}

/** Writes the exchange rate where the orders domain keeps it. */
export async function writeExchangeRate(db: Db, rate: number): Promise<void> {
  await sql`update order_settings set exchange_rate_eur = ${rate} where id = 1`.execute(db);
}

/** settings: every setting for an administrator, the ones not hidden for the storefront. */
export function listSettings(ctx: GraphQLContext) {
  let query = ctx.db.selectFrom('settings').selectAll();
  if (!isAdmin(ctx)) query = query.where('hidden', '=', false);
  return query.orderBy('id').execute();
}

/** upsertSetting: a setting by id or by key, changed or added; the exchange rate is written to the orders' settings too. */
export async function upsertSetting(ctx: GraphQLContext, args: MutationUpsertSettingArgs) {
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
    checkSettingImage(ctx, field, file);
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
    // The shop's name is one in every language, as the demo's; other new settings are per language.
    return trx
      .insertInto('settings')
      .values({ field, values: [value ?? '', value ?? ''], translated: field !== SHOP_NAME_FIELD, hidden: false, image_id: imageId })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
