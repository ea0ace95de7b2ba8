/** Banners: per-language images and links in a position, their date windows, views and clicks. */
import { allTimeCounts, deleteBanner, listBanners, recordBannerEvent, shownBanners, upsertBanner } from '../banners';
import { contentState } from '../content-state';
import { pickOrNull } from '../translations';
import type { BannerRow } from '../../../db/rows';
import type { DomainResolvers } from '../../../lib/domain-resolvers';

/** The image of a language, or the other language's when it has none. */
function imageId(banner: BannerRow, lang: number): number | null {
  return banner.image_ids[lang === 1 ? 1 : 0] ?? banner.image_ids[0] ?? banner.image_ids[1] ?? null;
}

export const bannerResolvers: DomainResolvers<'banners' | 'bannersWithPagination', 'upsertBanner' | 'deleteBanner' | 'recordBannerEvent'> = {
  Query: {
    banners: (_root, args, ctx) => shownBanners(ctx, args),
    bannersWithPagination: (_root, args, ctx) => listBanners(ctx, args),
  },
  Mutation: {
    upsertBanner: (_root, args, ctx) => upsertBanner(ctx, args),
    deleteBanner: (_root, args, ctx) => deleteBanner(ctx, args),
    recordBannerEvent: (_root, args, ctx) => recordBannerEvent(ctx, args),
  },
  Banner: {
    title: (banner, _args, ctx) => pickOrNull(banner.titles, ctx.lang),
    link: (banner, _args, ctx) => pickOrNull(banner.links, ctx.lang),
    image: (banner, _args, ctx) => {
      const id = imageId(banner, ctx.lang);
      return id == null ? null : ctx.loaders.byId('storage_files').load(id);
    },
    images: (banner, _args, ctx) =>
      Promise.all([0, 1].map((lang) => {
        const id = banner.image_ids[lang];
        return id == null ? null : ctx.loaders.byId('storage_files').load(id);
      })),
    state: (banner) => contentState(banner),
    views: async (banner, _args, ctx) => banner.views ?? (await allTimeCounts(ctx).load(banner.id)).views,
    clicks: async (banner, _args, ctx) => banner.clicks ?? (await allTimeCounts(ctx).load(banner.id)).clicks,
  },
};
