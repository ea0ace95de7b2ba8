/**
 * Examples of operations/cms.graphql: the settings and the banners.
 */
import { expect } from 'vitest';
import type { OperationExamples } from './types';
import { EMAIL, NEW_BANNER, pick, newestBannerId } from './support/cms';

export const examples: OperationExamples = {
  // ---------------------------------------------------------------------------------------------
  // Settings

  GetSettings: {
    check: (data, lang) => {
      const settings = new Map((data.settings as { field: string; value: string | null; image: any }[]).map((row) => [row.field, row]));
      expect(settings.get('site_name')?.value).toBe('Izlog');
      expect(settings.get('phone')?.value).toMatch(/^\+381/);
      expect(settings.get('email')?.value).toMatch(EMAIL);
      expect(settings.get('seo_title')?.value).toContain(lang === 1 ? 'electronics' : 'elektronika');
      expect(settings.get('logo')?.image?.url).toMatch(/^\/storage\//);
      expect(settings.has('orders_email'), 'hidden settings are for administrators').toBe(false);
      expect(settings.has('smtp_from')).toBe(false);
    },
  },
  GetAdminSettings: {
    as: 'admin',
    check: (data) => {
      const settings = data.settings as { field: string; value: string; values: string[]; hidden: boolean }[];
      const orders = settings.find((row) => row.field === 'orders_email')!;
      expect(orders.hidden).toBe(true);
      for (const address of orders.value.split(',')) expect(address.trim()).toMatch(EMAIL);
      expect(settings.find((row) => row.field === 'seo_description')!.values).toHaveLength(2);
      expect(Number(settings.find((row) => row.field === 'exchange_rate_eur')!.value)).toBeGreaterThan(100);
    },
  },
  UpsertSetting: {
    as: 'admin',
    variables: async (ctx) => {
      const { settings } = await ctx.query('GetAdminSettings');
      const orders = settings.find((row: { field: string }) => row.field === 'orders_email');
      return { id: orders.id, field: 'orders_email', value: 'prodaja@izlog.rs,magacin@izlog.rs , reklamacije@izlog.rs' };
    },
    check: (data) => {
      const setting = data.upsertSetting;
      expect(setting.value).toBe('prodaja@izlog.rs, magacin@izlog.rs, reklamacije@izlog.rs');
      expect(setting.values, 'one address list for both languages').toEqual([setting.value, setting.value]);
    },
  },

  // ---------------------------------------------------------------------------------------------
  // Banners

  GetBanners: {
    variables: { position: 'SHOP_BELOW_MENU' },
    check: (data, lang) => {
      const banners = data.banners as { name: string; title: string; link: string; image: { url: string; width: number } }[];
      expect(banners.length).toBeGreaterThan(0);
      expect(banners.map((banner) => banner.name), 'an expired banner is not shown').not.toContain('Prodavnica – Jesenja rasprodaja');
      for (const banner of banners) {
        expect(banner.image.url).toMatch(/^\/storage\//);
        expect(banner.image.width).toBeGreaterThan(1000);
        expect(banner.link).toMatch(/^\//);
      }
      expect(banners[0]!.title).toBe(lang === 1 ? 'Winter sale on home appliances' : 'Zimska akcija na belu tehniku');
    },
  },
  GetBannersWithPagination: {
    as: 'admin',
    variables: { page: 1, first: 5, order: 'VIEWS', start_date: '2026-10-21', end_date: '2026-11-20' },
    check: (data) => {
      const { data: banners, paginatorInfo } = data.bannersWithPagination;
      expect(banners).toHaveLength(5);
      expect(paginatorInfo.total).toBeGreaterThanOrEqual(8);
      expect(paginatorInfo.lastPage).toBe(Math.ceil(paginatorInfo.total / 5));
      const views = banners.map((banner: { views: number }) => banner.views);
      expect(views).toEqual([...views].sort((a, b) => b - a));
      for (const banner of banners) {
        expect(banner.clicks).toBeLessThanOrEqual(banner.views);
        expect(banner.images).toHaveLength(2);
      }
    },
  },
  UpsertBanner: {
    as: 'admin',
    variables: async (ctx) => {
      const { bannersWithPagination } = await ctx.query('GetBannersWithPagination', { position: 'BLOCK', first: 1 });
      return {
        name: pick(NEW_BANNER, ctx.lang),
        title: pick(['Novogodišnji popusti do 30%', 'New Year deals up to 30% off'] as const, ctx.lang),
        image_id: bannersWithPagination.data[0].image.id,
        link: '/akcija',
        position: 'BLOCK',
        active: true,
        active_from: '2026-12-20T00:00:00.000Z',
        active_to: '2027-01-07T23:00:00.000Z',
      };
    },
    check: (data, lang) => {
      const banner = data.upsertBanner;
      expect(banner.name).toBe(pick(NEW_BANNER, lang));
      expect(banner.title).toBe(pick(['Novogodišnji popusti do 30%', 'New Year deals up to 30% off'] as const, lang));
      expect(banner.position).toBe('BLOCK');
      expect(banner.sort).toBeGreaterThan(1);
      expect(banner.active_from).toBe('2026-12-20T00:00:00.000Z');
      expect(banner.views).toBe(0);
      expect(banner.image.url).toMatch(/^\/storage\//);
    },
  },
  DeleteBanner: {
    as: 'admin',
    variables: async (ctx) => ({ id: await newestBannerId(ctx, pick(NEW_BANNER, ctx.lang)) }),
    check: (data) => expect(data.deleteBanner).toEqual({ success: true, error: null }),
  },
  RecordBannerEvent: {
    variables: async (ctx) => {
      const { banners } = await ctx.query('GetBanners', { position: 'PRODUCT_RIGHT' }, 'visitor');
      return { banner_id: banners[0].id, event: 'CLICK', client: 'k7QpMfZaC' };
    },
    check: (data) => expect(data.recordBannerEvent).toEqual({ success: true, error: null }),
  },
};
