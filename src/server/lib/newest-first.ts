import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { pageOf, pageWindow, type Paginated } from './paginate';

/** One page of a list, as every `…Paginator` answers: `first` per page (1–200), `page` from 1. */
export async function paginate<T>(
  page: number | null | undefined,
  first: number | null | undefined,
  defaultFirst: number,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<T[]>,
) {
  const { perPage, currentPage, offset } = pageWindow(page, first, defaultFirst);
  const [total, data] = await Promise.all([count(), rows(perPage, offset)]);
  return pageOf(data, currentPage, perPage, total);
}

/** A list query over one table that has `created_at` and `id` columns. */
type NewestFirstQuery<TB extends 'users' | 'orders' | 'promo_codes'> = SelectQueryBuilder<Database, TB, object>;

/** One page of an admin or account list, newest first (then by id), counted with the same filters. */
export function paginateNewestFirst<TB extends 'users' | 'orders' | 'promo_codes'>(
  query: NewestFirstQuery<TB>,
  args: { page?: number | null; first?: number | null },
  defaultFirst: number,
): Promise<Paginated<Selectable<Database[TB]>>> {
  return paginate(
    args.page,
    args.first,
    defaultFirst,
    async () => Number((await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total),
    (limit, offset) =>
      query
        .selectAll()
        .orderBy(sql.ref('created_at'), 'desc')
        .orderBy(sql.ref('id'), 'desc')
        .limit(limit)
        .offset(offset)
        .execute() as unknown as Promise<Selectable<Database[TB]>[]>,
  );
}
