import type { BlockType, PageMenu, PageType } from '../../../../generated/resolvers';

/** The numbers the database stores for the schema's enums (spec §9: menus 1 header, 2 FAQ, 3 hidden; block types 1–9 without 4). */
export const MENU_CODES: Record<PageMenu, number> = { HEADER: 1, FAQ: 2, HIDDEN: 3 };
export const PAGE_TYPE_CODES: Record<PageType, number> = { PAGE: 1, SHOP: 2 };
export const BLOCK_TYPE_CODES: Record<BlockType, number> = {
  SLIDER: 1,
  BANNERS: 2,
  PRODUCTS_CAROUSEL: 3,
  CATEGORIES: 5,
  TEXT: 6,
  BRANDS: 7,
  BLOG_CAROUSEL: 8,
  CARDS: 9,
};

const invert = <K extends string>(codes: Record<K, number>) => new Map(Object.entries(codes).map(([name, code]) => [code as number, name as K]));
const MENUS = invert(MENU_CODES);
const PAGE_TYPES = invert(PAGE_TYPE_CODES);
const BLOCK_TYPES = invert(BLOCK_TYPE_CODES);

export const menuName = (code: number): PageMenu => MENUS.get(code) ?? 'HIDDEN';
export const pageTypeName = (code: number): PageType => PAGE_TYPES.get(code) ?? 'PAGE';
export const blockTypeName = (code: number): BlockType => BLOCK_TYPES.get(code) ?? 'TEXT';
