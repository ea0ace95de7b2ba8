/** One page of a list, as every `…Paginator` answers: `first` per page (1–200), `page` from 1. */
export async function paginate<T>(
  page: number | null | undefined,
  first: number | null | undefined,
  defaultFirst: number,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<T[]>,
) {
  const perPage = Math.max(1, Math.min(first ?? defaultFirst, 200));
  const currentPage = Math.max(1, page ?? 1);
  const [total, data] = await Promise.all([count(), rows(perPage, (currentPage - 1) * perPage)]);
  return { data, paginatorInfo: { currentPage, lastPage: Math.max(1, Math.ceil(total / perPage)), count: data.length, total } };
}
