import { hashKey, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { GetPagesQuery } from '../../../../generated/client/graphql';
import { GetPagesDocument } from '../../../../generated/hooks';
import type { LanguageId } from '../../../shared/i18n/languages';
import { executeInLanguage } from '../../lib/session/language-fetch';
import { matchRoute, type PagesByLang } from './match-route';

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

const NO_PAGES: PagesByLang = [undefined, undefined];

/**
 * Which languages' pages a path needs. A screen of the route table needs only its own language's
 * (its menus; its address in the other language comes from its data); a path that may be a CMS
 * page needs both, to be matched and to have its address in the other language. The server embeds
 * just these, and the browser asks for no others, so hydration sends no request.
 */
export function pagesNeededFor(pathname: string, currentLang: LanguageId): readonly [boolean, boolean] {
  const match = matchRoute(pathname, NO_PAGES, currentLang);
  return match.kind === 'static' ? [match.lang === 0, match.lang === 1] : [true, true];
}

export function usePagesOf(lang: LanguageId, enabled = true) {
  return useQuery({ ...pagesQueryOptions(lang), enabled });
}

/**
 * Active pages by language index for this path, as far as it needs them (pagesNeededFor); undefined
 * while a language's list loads or is not needed. The same pair until a list changes.
 */
export function usePagesByLang(pathname: string, currentLang: LanguageId): readonly [RoutePage[] | undefined, RoutePage[] | undefined] {
  const [needSr, needEn] = pagesNeededFor(pathname, currentLang);
  const sr = usePagesOf(0, needSr).data?.pages;
  const en = usePagesOf(1, needEn).data?.pages;
  return useMemo(() => [sr, en] as const, [sr, en]);
}
