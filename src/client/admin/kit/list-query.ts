/** A catalog list's search and page, kept in the query string so a link or reload shows the same. */
export interface SearchPageQuery {
  search: string;
  page: number;
}

/** Reads `?search=…&page=…`; what is missing or not understood takes its default. */
export function parseSearchPage(search: string): SearchPageQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return { search: params.get('search')?.trim() ?? '', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The query string of a list state, defaults left out ('' for the plain list). */
export function formatSearchPage(query: SearchPageQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
