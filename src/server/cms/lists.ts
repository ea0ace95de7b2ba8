import { sql, type RawBuilder } from 'kysely';

/** The mock's rule for a page of a list: at most 200 per page, pages from 1. */
export function pageWindow(page: number | null | undefined, first: number | null | undefined, defaultFirst: number) {
  const perPage = Math.max(1, Math.min(Math.floor(first ?? defaultFirst), 200));
  const currentPage = Math.max(1, Math.floor(page ?? 1));
  return { perPage, currentPage, offset: (currentPage - 1) * perPage };
}

/** The API's paginator shape from one page of rows and the whole list's count. */
export function paginated<T>(data: T[], total: number, window: { perPage: number; currentPage: number }) {
  return {
    data,
    paginatorInfo: {
      currentPage: window.currentPage,
      lastPage: Math.max(1, Math.ceil(total / window.perPage)),
      count: data.length,
      total,
    },
  };
}

/** Folds a shopper's or administrator's text as the SQL function search_fold does (010_storage.sql). */
export function foldSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** A LIKE pattern matching the folded text anywhere, with LIKE's own characters escaped. */
export function likePattern(search: string): string {
  return `%${foldSearch(search.trim()).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `search_fold(<expression>) like <pattern>`: true when the text contains the search, ignoring case and marks. */
export function foldedContains(expression: RawBuilder<unknown>, search: string): RawBuilder<boolean> {
  return sql<boolean>`search_fold(${expression}) like ${likePattern(search)}`;
}

