import { adminPath } from '../admin-paths';

/** The page list, a page's detail and the block editor (with an optional page picked), under /cms. */
export const PAGES_PATH = adminPath('pages');
export const pagePath = (id: string) => adminPath(`pages/${encodeURIComponent(id)}`);
export const blocksPath = (pageId?: string) => adminPath(pageId ? `blocks?page=${encodeURIComponent(pageId)}` : 'blocks');

/** The menus in the order the spec numbers them (1 header, 2 FAQ, 3 hidden). */
export const PAGE_MENUS = ['HEADER', 'FAQ', 'HIDDEN'] as const;
export const PAGE_TYPES = ['PAGE', 'SHOP'] as const;
