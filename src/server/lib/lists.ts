import { sql, type RawBuilder } from 'kysely';
import { pageOf, pageWindow } from './paginate';
import { containsPattern } from './input-text';
import { foldText } from './search';

export { pageWindow };

/** The API's paginator shape from one page of rows and the whole list's count. */
export function paginated<T>(data: T[], total: number, window: { perPage: number; currentPage: number }) {
  return pageOf(data, window.currentPage, window.perPage, total);
}

/** Folds a shopper's or administrator's text as the SQL function search_fold does (010_storage.sql). */
export const foldSearch = foldText;

/** A LIKE pattern matching the folded text anywhere, with LIKE's own characters escaped. */
export function likePattern(search: string): string {
  return containsPattern(foldSearch(search.trim()));
}

/** `search_fold(<expression>) like <pattern>`: true when the text contains the search, ignoring case and marks. */
export function foldedContains(expression: RawBuilder<unknown>, search: string): RawBuilder<boolean> {
  return sql<boolean>`search_fold(${expression}) like ${likePattern(search)}`;
}

