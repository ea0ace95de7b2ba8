import { useContext, useEffect } from 'react';
import { useSession } from '../../lib/session/useSession';
import type { HeadData } from './head';
import { HeadCollectorContext } from './head-collector';
import { pagedTitle } from './page-title';
import { SeoContext } from './seo-context';

/**
 * A screen's title, description, keywords, share image and structured data, over the settings' defaults
 * while it is shown; a paged list's screen gives its `page`, which its title and canonical address say.
 */
export function useSeo(given: HeadData): void {
  const setHead = useContext(SeoContext);
  const collector = useContext(HeadCollectorContext);
  const { lang } = useSession();
  const head = { ...given, title: pagedTitle(given.title, given.page, lang) };
  // A server render runs no effects: it takes the head as the screen renders.
  if (collector) collector.page = head;
  const { title, description, keywords, image, type, page } = head;
  // By value: screens build the structured data anew on every render.
  const jsonLd = head.jsonLd ? JSON.stringify(head.jsonLd) : '';
  useEffect(() => {
    setHead({ title, description, keywords, image, type, page, jsonLd: jsonLd ? (JSON.parse(jsonLd) as object[]) : undefined });
    return () => setHead(null);
  }, [setHead, title, description, keywords, image, type, page, jsonLd]);
}
