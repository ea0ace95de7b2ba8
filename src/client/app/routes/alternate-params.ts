import { createContext, useContext, useEffect, useId } from 'react';
import { useLocation } from '../../lib/navigation';
import type { LanguageId } from '../../../shared/languages';
import type { RouteParams } from '../../../shared/routing/build-path';
import { HeadCollectorContext } from '../seo/head-collector';

/** A screen's path parameters by language index: [Serbian, English]. */
export type ParamsByLang = readonly [RouteParams, RouteParams];

/** The parameters one part of a screen gave for the path it shows. */
export interface AlternateParams {
  pathname: string;
  params: ParamsByLang;
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
  const publish = useContext(AlternateParamsContext);
  const collector = useContext(HeadCollectorContext);
  const part = useId();
  const { pathname } = useLocation();
  // By value: screens build the object anew on every render.
  const given = params ? JSON.stringify(params) : '';
  // A server render runs no effects: its hreflang links need the other language's path now.
  if (collector && params) collector.alternates.push({ pathname, params });
  useEffect(() => {
    if (!given) return;
    publish(part, { pathname, params: JSON.parse(given) as ParamsByLang });
    return () => publish(part, null);
  }, [publish, part, pathname, given]);
}

/** What the screen's parts gave for `pathname` in `lang`, merged; undefined when none gave anything. */
export function alternateParamsIn(given: Iterable<AlternateParams>, pathname: string, lang: LanguageId): RouteParams | undefined {
  let merged: Record<string, RouteParams[string]> | undefined;
  for (const entry of given) {
    if (entry.pathname === pathname) merged = { ...merged, ...entry.params[lang] };
  }
  return merged;
}
