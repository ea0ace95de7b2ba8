import type { GetUsersQueryVariables } from '../../../../generated/client/graphql';

export const USERS_PER_PAGE = 20;

export type BannedFilter = '' | 'banned' | 'allowed';
export const BANNED_FILTERS: readonly BannedFilter[] = ['', 'banned', 'allowed'];

export interface UserListQuery {
  search: string;
  banned: BannedFilter;
  page: number;
}

/** Reads the users list's state from the query string; what is not understood takes its default. */
export function parseUserListQuery(search: string): UserListQuery {
  const params = new URLSearchParams(search);
  const banned = params.get('banned') ?? '';
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    banned: (BANNED_FILTERS as readonly string[]).includes(banned) ? (banned as BannedFilter) : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a list state, defaults left out. */
export function formatUserListQuery(query: UserListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.banned) params.set('banned', query.banned);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function userListVariables(query: UserListQuery): GetUsersQueryVariables {
  return {
    page: query.page,
    first: USERS_PER_PAGE,
    search: query.search || null,
    banned: query.banned === '' ? null : query.banned === 'banned',
  };
}

/** The labels a shopper gets in the list (spec §4: banned and not verified). */
export function userLabels(user: { banned: boolean; verified: boolean }): Array<'banned' | 'unverified'> {
  return [...(user.banned ? (['banned'] as const) : []), ...(user.verified ? [] : (['unverified'] as const))];
}
