/** What the cms examples share: their records, look-ups and checks. */
import type { ExampleContext, Lang } from '../types';

/** Serbian Latin letters with diacritics: Serbian answers show at least one. */
export const SERBIAN_LETTER = /[čćšžđČĆŠŽĐ]/;
export const BLOCK_TYPES = ['SLIDER', 'BANNERS', 'PRODUCTS_CAROUSEL', 'CATEGORIES', 'TEXT', 'BRANDS', 'BLOG_CAROUSEL', 'CARDS'];
export const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

/** Per-language texts of the records the mutation examples create (and later delete). */
export const GIFT_CARDS = {
  names: ['Poklon kartice', 'Gift cards'],
  slugs: ['poklon-kartice', 'gift-cards'],
  renamed: ['Poklon kartice i vaučeri', 'Gift cards and vouchers'],
} as const;
export const NEW_BANNER = ['Slajder – Novogodišnji popusti', 'Slider – New Year deals'] as const;
export const NEW_POST = {
  names: ['Kako da izaberete televizor za dnevnu sobu', 'How to choose a TV for your living room'],
  slugs: ['kako-da-izaberete-televizor', 'how-to-choose-a-tv'],
} as const;
export const SUBSCRIBER = ['jelena.ristic@gmail.com', 'oliver.brown@gmail.com'] as const;

export const pick = <T>(texts: readonly [T, T], lang: Lang): T => texts[lang];

export interface PageRow {
  id: string;
  slug: string;
  parent_id: string | null;
  menu: string;
  position: number;
}

export async function adminPages(ctx: ExampleContext): Promise<PageRow[]> {
  return (await ctx.query('GetAdminPages')).pages;
}

/** The newest page the CreatePage example made in this language. */
export async function giftCardsPage(ctx: ExampleContext): Promise<PageRow> {
  const prefix = pick(GIFT_CARDS.slugs, ctx.lang);
  const pages = (await adminPages(ctx)).filter((page) => page.slug.startsWith(prefix));
  const newest = pages.sort((a, b) => Number(b.id) - Number(a.id))[0];
  if (!newest) throw new Error(`no page with a slug starting ${prefix}: CreatePage should have made it`);
  return newest;
}

export async function homePageId(ctx: ExampleContext): Promise<string> {
  return (await ctx.query('GetPage', { code: 'home' }, 'visitor')).page.id;
}

export async function newestBannerId(ctx: ExampleContext, search: string): Promise<string> {
  const data = await ctx.query('GetBannersWithPagination', { search, order: 'NEWEST', first: 1 });
  return data.bannersWithPagination.data[0].id;
}

export async function newestPostId(ctx: ExampleContext, search: string): Promise<string> {
  const data = await ctx.query('GetBlogPostsWithPagination', { search, first: 1 });
  return data.blogPostsWithPagination.data[0].id;
}
