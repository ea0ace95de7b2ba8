/** One page of a list in the API's paginator shape: `{ data, paginatorInfo }`. */
export function paginate<T>(items: readonly T[], page: number | null | undefined, first: number | null | undefined) {
  const perPage = Math.max(1, Math.min(first ?? 20, 200));
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const currentPage = Math.max(1, page ?? 1);
  const data = items.slice((currentPage - 1) * perPage, currentPage * perPage);
  return { data, paginatorInfo: { currentPage, lastPage, count: data.length, total } };
}
