import { useContext, useEffect } from 'react';
import type { HeadData } from './head';
import { HeadCollectorContext } from './head-collector';
import { SeoContext } from './seo-context';

/** A screen's title, description, keywords, share image and structured data, over the settings' defaults while it is shown. */
export function useSeo(head: HeadData): void {
  const setHead = useContext(SeoContext);
  const collector = useContext(HeadCollectorContext);
  // A server render runs no effects: it takes the head as the screen renders.
  if (collector) collector.page = head;
  const { title, description, keywords, image, type } = head;
  // By value: screens build the structured data anew on every render.
  const jsonLd = head.jsonLd ? JSON.stringify(head.jsonLd) : '';
  useEffect(() => {
    setHead({ title, description, keywords, image, type, jsonLd: jsonLd ? (JSON.parse(jsonLd) as object[]) : undefined });
    return () => setHead(null);
  }, [setHead, title, description, keywords, image, type, jsonLd]);
}
