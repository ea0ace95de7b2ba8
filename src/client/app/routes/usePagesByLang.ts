import { hashKey, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { GetPagesDocument, type GetPagesQuery } from '../../../../generated/client/graphql';
import type { LanguageId } from '../../../shared/languages';
import { executeInLanguage } from '../../lib/session/language-fetch';

export type RoutePage = GetPagesQuery['pages'][number];

/** GetPages in one language, whatever the session's language: routes and the language switch need both. */
export const pagesQueryOptions = (lang: LanguageId) =>
  queryOptions({
    queryKey: ['GetPages', { lang }],
    // The language is in the key itself.
    queryKeyHashFn: hashKey,
    queryFn: ({ signal }) => executeInLanguage(lang, GetPagesDocument, {}, signal),
    staleTime: 5 * 60_000,
  });

export function usePagesOf(lang: LanguageId) {
  return useQuery(pagesQueryOptions(lang));
}

/** Active pages by language index; undefined while a language's list loads. The same pair until a list changes. */
export function usePagesByLang(): readonly [RoutePage[] | undefined, RoutePage[] | undefined] {
  const sr = usePagesOf(0).data?.pages;
  const en = usePagesOf(1).data?.pages;
  return useMemo(() => [sr, en] as const, [sr, en]);
}
