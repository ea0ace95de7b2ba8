import { useContext, useEffect } from 'react';
import type { HeadData } from './head';
import { SeoContext } from './seo-context';

/** A screen's title, description, keywords and share image, over the settings' defaults while it is shown. */
export function useSeo(head: HeadData): void {
  const setHead = useContext(SeoContext);
  const { title, description, keywords, image } = head;
  useEffect(() => {
    setHead({ title, description, keywords, image });
    return () => setHead(null);
  }, [setHead, title, description, keywords, image]);
}
