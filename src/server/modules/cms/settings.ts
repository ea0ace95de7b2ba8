import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { EXCHANGE_RATE_FIELD } from './setting-values';

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
