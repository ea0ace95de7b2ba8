/** Posts on one page of the blog list: two rows of four on a desktop. */
export const BLOG_POSTS_PER_PAGE = 8;

/** An image address as link previews need it: absolute. */
export function absoluteUrl(url: string | null | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
}
