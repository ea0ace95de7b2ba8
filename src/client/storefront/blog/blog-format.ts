import type { LanguageId } from '../../../shared/languages';
import { formatDate } from '../../lib/i18n/format-date';

/** Posts on one page of the blog list: two rows of four on a desktop. */
export const BLOG_POSTS_PER_PAGE = 8;


/** A post's publication day as its readers write dates: "5. decembar 2025." / "5 December 2025"; empty for a bad date. */
export function formatPostDate(iso: string, lang: LanguageId): string {
  return formatDate(iso, lang, { day: 'numeric', month: 'long', year: 'numeric' }) ?? '';
}

/** An image address as link previews need it: absolute. */
export function absoluteUrl(url: string | null | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
}
