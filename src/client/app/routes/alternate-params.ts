import { createContext, useContext, useEffect, useId } from 'react';
import { useLocation } from '../../lib/navigation';
import type { LanguageId } from '../../../shared/i18n/languages';
import type { RouteParams } from '../../../shared/routing/build-path';
import type { SelectionInLanguages } from '../../../shared/catalog/translate-shop-query';
import { HeadCollectorContext } from '../seo/head-collector';

/** A screen's path parameters by language index: [Serbian, English]. */
export type ParamsByLang = readonly [RouteParams, RouteParams];

/** The parameters one part of a screen gave for the path it shows. */
export interface AlternateParams {
  pathname: string;
  params: ParamsByLang;
  /** A listing's selection in every language, for the query string it was read from. */
  listing?: { search: string; selection: SelectionInLanguages };
}

/** Parameters by the part of the screen that gave them; null takes them back. */
export type PublishAlternateParams = (part: string, given: AlternateParams | null) => void;

export const AlternateParamsContext = createContext<PublishAlternateParams>(() => {});

/** The parameters in each language, from what they are in one: byLang((lang) => ({ slug: slugs[lang] })). */
export function byLang(paramsIn: (lang: LanguageId) => RouteParams): ParamsByLang {
  return [paramsIn(0), paramsIn(1)];
}

/**
 * Tells the language switch what the path's entity segments (category path, product, brand or
 * post slug) are in every language, once the screen's data knows them; undefined until then.
 * Parts of one screen each give their own (a brand shop its brand, its listing the category path).
 */
export function useAlternateParams(params: ParamsByLang | undefined): void {
  const { pathname } = useLocation();
  usePublish(params ? { pathname, params } : undefined);
}

/**
 * Tells the language switch what a listing's filters and price range are in every language (its
 * ProductListing.selection), for the query string the listing read them from; undefined until known.
 */
export function useAlternateListing(selection: SelectionInLanguages | undefined): void {
  const { pathname, search } = useLocation();
  usePublish(selection ? { pathname, params: [{}, {}], listing: { search, selection } } : undefined);
}

function usePublish(entry: AlternateParams | undefined): void {
  const publish = useContext(AlternateParamsContext);
  const collector = useContext(HeadCollectorContext);
  const part = useId();
  // By value: screens build the object anew on every render.
  const given = entry ? JSON.stringify(entry) : '';
  // A server render runs no effects: its hreflang links need the other language's path now.
  if (collector && entry) collector.alternates.push(entry);
  useEffect(() => {
    if (!given) return;
    publish(part, JSON.parse(given) as AlternateParams);
    return () => publish(part, null);
  }, [publish, part, given]);
}

/** What the screen's parts gave for `pathname` in `lang`, merged; undefined when none gave anything. */
export function alternateParamsIn(given: Iterable<AlternateParams>, pathname: string, lang: LanguageId): RouteParams | undefined {
  let merged: Record<string, RouteParams[string]> | undefined;
  for (const entry of given) {
    if (entry.pathname === pathname) merged = { ...merged, ...entry.params[lang] };
  }
  return merged;
}

/** The listing's selection given for `pathname` read from `search`: one given for another query string is stale. */
export function alternateListingIn(given: Iterable<AlternateParams>, pathname: string, search: string): SelectionInLanguages | undefined {
  for (const entry of given) {
    if (entry.pathname === pathname && entry.listing?.search === search) return entry.listing.selection;
  }
  return undefined;
}
