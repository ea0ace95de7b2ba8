/** One page of a list in the API's paginator shape: `{ data, paginatorInfo }`. */
export interface Paginated<T> {
  data: T[];
  paginatorInfo: { currentPage: number; lastPage: number; count: number; total: number };
}

/** The page a list argument pair asks for: `first` per page (1–200, `defaultFirst` when not sent), `page` from 1. */
export function pageWindow(page: number | null | undefined, first: number | null | undefined, defaultFirst: number): { perPage: number; currentPage: number; offset: number } {
  const perPage = Math.max(1, Math.min(Math.floor(first ?? defaultFirst), 200));
  const currentPage = Math.max(1, Math.floor(page ?? 1));
  return { perPage, currentPage, offset: (currentPage - 1) * perPage };
}

/** A page's rows with its paginatorInfo, out of `total` rows `perPage` to a page. */
export function pageOf<T>(data: T[], currentPage: number, perPage: number, total: number): Paginated<T> {
  return { data, paginatorInfo: { currentPage, lastPage: Math.max(1, Math.ceil(total / perPage)), count: data.length, total } };
}

/** One page of an in-memory list: `first` per page (1–200, 20 by default), `page` from 1. */
export function paginate<T>(items: readonly T[], page: number | null | undefined, first: number | null | undefined): Paginated<T> {
  const { perPage, currentPage, offset } = pageWindow(page, first, 20);
  return pageOf(items.slice(offset, offset + perPage), currentPage, perPage, items.length);
}
