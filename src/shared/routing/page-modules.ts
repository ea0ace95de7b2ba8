/**
 * The `<meta name>` in a server-rendered page's head listing the scripts the page needs to come alive:
 * the app's entry first, then its chunks and the screen's. src/client/boot.ts fetches them once the
 * page has loaded.
 */
export const PAGE_MODULES_META = 'izlog-modules';
