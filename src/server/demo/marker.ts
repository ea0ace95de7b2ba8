import { DEMO_TODAY } from '../../../fixtures/clock';
import type { Db } from '../db/database';

/** shop_meta keys: when the demo was loaded, and the today its records are dated back from. */
const SEEDED_AT = 'demo_seeded_at';
const TODAY = 'demo_today';

/** Whether the demo shop was loaded into this database (a demo shop). */
export async function isDemoSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('shop_meta').select('value').where('key', '=', SEEDED_AT).executeTakeFirst();
  return row != null;
}

/** Remembers that the demo was loaded, so a shop emptied by its admin is not filled again. */
export async function markDemoSeeded(db: Db): Promise<void> {
  await db
    .insertInto('shop_meta')
    .values({ key: SEEDED_AT, value: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}

/** Remembers the today the demo's records are dated back from (its live visitors are built from it too). */
export async function writeDemoToday(db: Db, today: Date): Promise<void> {
  await db
    .insertInto('shop_meta')
    .values({ key: TODAY, value: today.toISOString() })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: today.toISOString() }))
    .execute();
}

/**
 * The today a demo shop's records are dated back from; null for a shop that is not a demo. A demo
 * loaded before the demo remembered its today was built for the fixed day it then had.
 */
export async function readDemoToday(db: Db): Promise<Date | null> {
  const rows = await db.selectFrom('shop_meta').select(['key', 'value']).where('key', 'in', [SEEDED_AT, TODAY]).execute();
  if (!rows.some((row) => row.key === SEEDED_AT)) return null;
  const today = rows.find((row) => row.key === TODAY)?.value;
  return today ? new Date(today) : DEMO_TODAY;
}
