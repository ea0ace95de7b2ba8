/**
 * A product's values for its group's filters, written in the request's language. The rule (what a
 * save writes, see valueWrites); here each value is written with SQL that
 * replaces only the request language's element, so the other language's value stays whatever the
 * form showed and whoever else saves at the same time.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { valueWrites } from '../../lib/translate';
import { inLanguage, translationSql } from '../../lib/translation-sql';

export async function writeSpecifications(
  db: Db,
  productId: number,
  lang: number,
  sent: readonly { filter_id: string; value: string }[] | null | undefined,
  groupFilters: ReadonlySet<number>,
): Promise<void> {
  const writes = valueWrites((sent ?? []).map((spec) => ({ key: Number(spec.filter_id), value: spec.value })));
  for (const write of writes) {
    await db
      .insertInto('product_specifications')
      .values({ product_id: productId, filter_id: write.key, values: inLanguage(lang, write.value) })
      .onConflict((conflict) =>
        conflict
          .columns(['product_id', 'filter_id'])
          .doUpdateSet({ values: translationSql('product_specifications.values', lang, write.value) })
          // An unchanged value is not written: every write makes the listings that count it stale (cache/write-tags.ts).
          .where(sql<boolean>`product_specifications."values" is distinct from ${translationSql('product_specifications.values', lang, write.value)}`),
      )
      .execute();
  }
  // A value cleared in every language is gone, and so are values of filters outside the product's (new) group.
  await db
    .deleteFrom('product_specifications')
    .where('product_id', '=', productId)
    .where((eb) =>
      groupFilters.size
        ? eb.or([eb(sql<string>`coalesce("values"[1], '') || coalesce("values"[2], '')`, '=', ''), eb('filter_id', 'not in', [...groupFilters])])
        : sql<boolean>`true`,
    )
    .execute();
}
