/**
 * The first script of a page the server rendered (src/server/http/ssr/template.ts puts it in place
 * of the app's entry). The page is already drawn by its HTML and stylesheet; the app that makes it
 * interactive, named first in the head's list, is fetched with the screen's chunks once the page has
 * loaded (stylesheet and first-screen images), so on a phone's slow link the scripts never hold up
 * what the shopper sees. The admin and `npm run dev` start the app directly (index.html).
 */
import { PAGE_MODULES_META } from '../shared/routing/page-modules';

function start() {
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_MODULES_META}"]`)?.content ?? '';
  const [app, ...needed] = listed.split(' ').filter(Boolean);
  // Side by side with the app, not one after another as its imports are found.
  for (const href of needed) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (app) void import(/* @vite-ignore */ app);
}

if (document.readyState === 'complete') start();
else addEventListener('load', start, { once: true });
