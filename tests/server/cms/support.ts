/** Helpers over the cms test file's server that its test modules share. */
import type { Running } from '../rules/types';

export function cmsHelpers(running: Running) {
  const asAdmin = (query: string, variables: Record<string, unknown> = {}, lang: 0 | 1 = 0) =>
    running().server.request(query, variables, { adminToken: running().adminToken, lang });
  const rows = async (table: 'pages' | 'blocks' | 'banners' | 'settings' | 'blog_posts' | 'newsletter_subscribers' | 'contact_messages') =>
    Number((await running().server.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { asAdmin, rows };
}
