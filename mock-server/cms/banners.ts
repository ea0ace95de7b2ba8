/** Banners: per-language images and links in a position, their date windows, views and clicks. */
import type { MockContext, MockResolvers } from '../context';
import { requireText } from '../../src/server/lib/admin-input';
import { nowIso } from '../lib/clock';
import { byId, found, nextId } from '../lib/ids';
import { paginate } from '../../src/server/lib/paginate';
import { matchesSearch } from '../../src/server/lib/search';
import { pickOrNull, withTranslation } from '../../src/server/lib/translate';
import { inDateRange } from '../stats/tables';
import { checkWindow, dateArg, done, sent } from './common';
import { contentState, isShownNow, type BannerPositionName, type BannerRecord } from './tables';

const POSITION_ORDER: BannerPositionName[] = ['SHOP_BELOW_MENU', 'PRODUCT_RIGHT', 'BLOCK'];

/** A banner of a list that counts within a date range; the range rides along to views and clicks. */
type RangedBanner = BannerRecord & { __range?: { start_date?: string | null; end_date?: string | null } };

function countEvents(ctx: MockContext, banner: RangedBanner, event: 'VIEW' | 'CLICK'): number {
  const range = banner.__range;
  return (ctx.db.bannerEvents ?? []).filter(
    (row) => row.banner_id === banner.id && row.event === event && inDateRange(row.created_at, range?.start_date, range?.end_date),
  ).length;
}

const byPlace = (a: BannerRecord, b: BannerRecord) =>
  POSITION_ORDER.indexOf(a.position) - POSITION_ORDER.indexOf(b.position) || a.sort - b.sort || a.id - b.id;

/** The image of a language, or the other language's when it has none. */
function imageId(banner: BannerRecord, lang: number): number | null {
  return banner.image_ids[lang === 1 ? 1 : 0] ?? banner.image_ids[0] ?? banner.image_ids[1];
}

interface UpsertBannerArgs {
  id?: string | null;
  name: string;
  title?: string | null;
  image_id?: string | null;
  link?: string | null;
  position: BannerPositionName;
  sort?: number | null;
  active?: boolean | null;
  active_from?: string | null;
  active_to?: string | null;
}

interface BannerListArgs {
  page?: number | null;
  first?: number | null;
  search?: string | null;
  position?: BannerPositionName | null;
  order?: 'NAME' | 'VIEWS' | 'WISHLIST' | 'PRODUCTS' | 'NEWEST' | null;
  start_date?: string | null;
  end_date?: string | null;
}

export const bannerResolvers: MockResolvers = {
  Query: {
    banners: (_root, args: { position: BannerPositionName }, ctx) =>
      ctx.db.banners.filter((banner) => banner.position === args.position && isShownNow(banner)).sort(byPlace),
    bannersWithPagination: (_root, args: BannerListArgs, ctx) => {
      const range = { start_date: args.start_date, end_date: args.end_date };
      const rows: RangedBanner[] = ctx.db.banners
        .filter((banner) => (!args.position || banner.position === args.position) && matchesSearch(args.search, banner.name))
        .map((banner) => ({ ...banner, __range: range }));
      const views = new Map(rows.map((row) => [row.id, countEvents(ctx, row, 'VIEW')]));
      const clicks = new Map(rows.map((row) => [row.id, countEvents(ctx, row, 'CLICK')]));
      const collator = new Intl.Collator('sr-Latn');
      const order: Record<string, (a: RangedBanner, b: RangedBanner) => number> = {
        NAME: (a, b) => collator.compare(a.name, b.name),
        VIEWS: (a, b) => views.get(b.id)! - views.get(a.id)!,
        // Banners have no wishlist; "most interacted with" for them is most clicked.
        WISHLIST: (a, b) => clicks.get(b.id)! - clicks.get(a.id)!,
        NEWEST: (a, b) => b.created_at.localeCompare(a.created_at),
      };
      const compare = (args.order && order[args.order]) || byPlace;
      rows.sort((a, b) => compare(a, b) || byPlace(a, b));
      return paginate(rows, args.page, args.first);
    },
  },
  Mutation: {
    upsertBanner: (_root, args: UpsertBannerArgs, ctx) => {
      const { db, lang } = ctx;
      const existing = args.id != null && args.id !== '' ? found(ctx, db.banners, args.id) : undefined;
      const name = requireText(ctx, args.name, 'name');
      const image = args.image_id == null || args.image_id === '' ? null : found(ctx, db.storageFiles, args.image_id, 'image_id').id;
      const active_from = sent(args, 'active_from') ? (dateArg(args.active_from) ?? null) : (existing?.active_from ?? null);
      const active_to = sent(args, 'active_to') ? (dateArg(args.active_to) ?? null) : (existing?.active_to ?? null);
      checkWindow(ctx, active_from, active_to);
      const title = args.title?.trim() ?? '';
      const link = args.link?.trim() ?? '';
      const lastSort = (position: BannerPositionName) =>
        db.banners.filter((row) => row.position === position && row.id !== existing?.id).reduce((max, row) => Math.max(max, row.sort), 0);

      if (existing) {
        existing.name = name;
        if (sent(args, 'title')) existing.titles = withTranslation(existing.titles, lang, title);
        if (sent(args, 'link')) existing.links = withTranslation(existing.links, lang, link);
        if (sent(args, 'image_id')) {
          const images: [number | null, number | null] = [...existing.image_ids];
          images[lang === 1 ? 1 : 0] = image;
          existing.image_ids = images;
        }
        if (args.position !== existing.position) {
          existing.position = args.position;
          existing.sort = args.sort ?? lastSort(args.position) + 1;
        } else if (args.sort != null) existing.sort = args.sort;
        if (args.active != null) existing.active = args.active;
        existing.active_from = active_from;
        existing.active_to = active_to;
        return existing;
      }
      const images: [number | null, number | null] = [null, null];
      images[lang === 1 ? 1 : 0] = image;
      const banner: BannerRecord = {
        id: nextId(db.banners),
        name,
        // Until translated, the other language shows the same heading and link (and image, see imageId).
        titles: [title, title],
        image_ids: images,
        links: [link, link],
        position: args.position,
        sort: args.sort ?? lastSort(args.position) + 1,
        active: args.active ?? true,
        active_from,
        active_to,
        created_at: nowIso(),
      };
      db.banners.push(banner);
      return banner;
    },
    deleteBanner: (_root, args: { id: string }, ctx) => {
      const banner = found(ctx, ctx.db.banners, args.id);
      ctx.db.banners = ctx.db.banners.filter((row) => row.id !== banner.id);
      // Sliders and banner rows stop showing it.
      for (const block of ctx.db.blocks) {
        if (block.body.kind === 'SLIDER' || block.body.kind === 'BANNERS') {
          block.body.banner_ids = block.body.banner_ids.filter((id) => id !== banner.id);
        }
      }
      return done();
    },
    recordBannerEvent: (_root, args: { banner_id: string; event: 'VIEW' | 'CLICK'; client?: string | null }, ctx) => {
      const banner = found(ctx, ctx.db.banners, args.banner_id, 'banner_id');
      ctx.db.bannerEvents.push({ banner_id: banner.id, event: args.event, client: args.client?.trim() || null, created_at: nowIso() });
      return done();
    },
  },
  Banner: {
    title: (banner: BannerRecord, _args, ctx) => pickOrNull(banner.titles, ctx.lang),
    link: (banner: BannerRecord, _args, ctx) => pickOrNull(banner.links, ctx.lang),
    image: (banner: BannerRecord, _args, ctx) => byId(ctx.db.storageFiles, imageId(banner, ctx.lang)) ?? null,
    images: (banner: BannerRecord, _args, ctx) => banner.image_ids.map((id) => byId(ctx.db.storageFiles, id) ?? null),
    state: (banner: BannerRecord) => contentState(banner),
    views: (banner: RangedBanner, _args, ctx) => countEvents(ctx, banner, 'VIEW'),
    clicks: (banner: RangedBanner, _args, ctx) => countEvents(ctx, banner, 'CLICK'),
  },
};
