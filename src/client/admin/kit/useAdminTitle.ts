import { useEffect } from 'react';
import { useAdminT } from '../i18n/useAdminT';

/** The browser tab's title for an admin screen; the admin has no SEO, only a name to find the tab by. */
export function useAdminTitle(title: string): void {
  const t = useAdminT();
  const suffix = t('brand');
  useEffect(() => {
    document.title = title ? `${title} | ${suffix}` : suffix;
  }, [title, suffix]);
}
