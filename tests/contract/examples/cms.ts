import { expect } from 'vitest';
import type { ExampleContext, Lang, OperationExamples } from './types';

/** Serbian Latin letters with diacritics: Serbian answers show at least one. */
const SERBIAN_LETTER = /[čćšžđČĆŠŽĐ]/;
const BLOCK_TYPES = ['SLIDER', 'BANNERS', 'PRODUCTS_CAROUSEL', 'CATEGORIES', 'TEXT', 'BRANDS', 'BLOG_CAROUSEL', 'CARDS'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

/** Per-language texts of the records the mutation examples create (and later delete). */
const GIFT_CARDS = {
  names: ['Poklon kartice', 'Gift cards'],
  slugs: ['poklon-kartice', 'gift-cards'],
  renamed: ['Poklon kartice i vaučeri', 'Gift cards and vouchers'],
} as const;
const NEW_BANNER = ['Slajder – Novogodišnji popusti', 'Slider – New Year deals'] as const;
const NEW_POST = {
  names: ['Kako da izaberete televizor za dnevnu sobu', 'How to choose a TV for your living room'],
  slugs: ['kako-da-izaberete-televizor', 'how-to-choose-a-tv'],
} as const;
const SUBSCRIBER = ['jelena.ristic@gmail.com', 'oliver.brown@gmail.com'] as const;

const pick = <T>(texts: readonly [T, T], lang: Lang): T => texts[lang];

interface PageRow {
  id: string;
  slug: string;
  parent_id: string | null;
  menu: string;
  position: number;
}

async function adminPages(ctx: ExampleContext): Promise<PageRow[]> {
  return (await ctx.query('GetAdminPages')).pages;
}

/** The newest page the CreatePage example made in this language. */
async function giftCardsPage(ctx: ExampleContext): Promise<PageRow> {
  const prefix = pick(GIFT_CARDS.slugs, ctx.lang);
  const pages = (await adminPages(ctx)).filter((page) => page.slug.startsWith(prefix));
  const newest = pages.sort((a, b) => Number(b.id) - Number(a.id))[0];
  if (!newest) throw new Error(`no page with a slug starting ${prefix}: CreatePage should have made it`);
  return newest;
}

async function homePageId(ctx: ExampleContext): Promise<string> {
  return (await ctx.query('GetPage', { code: 'home' }, 'visitor')).page.id;
}

async function newestBannerId(ctx: ExampleContext, search: string): Promise<string> {
  const data = await ctx.query('GetBannersWithPagination', { search, order: 'NEWEST', first: 1 });
  return data.bannersWithPagination.data[0].id;
}

async function newestPostId(ctx: ExampleContext, search: string): Promise<string> {
  const data = await ctx.query('GetBlogPostsWithPagination', { search, first: 1 });
  return data.blogPostsWithPagination.data[0].id;
}

export const examples: OperationExamples = {
  // ---------------------------------------------------------------------------------------------
  // Pages and blocks

  GetPages: {
    check: (data, lang) => {
      const pages = data.pages as { code: string | null; menu: string; active: boolean; name: string; slug: string }[];
      expect(pages.length).toBeGreaterThanOrEqual(10);
      expect(pages.every((page) => page.active)).toBe(true);
      expect(pages.map((page) => page.code)).toEqual(expect.arrayContaining(['home', 'contact', 'blog', 'terms']));
      expect(pages.filter((page) => page.menu === 'HEADER').length).toBeGreaterThanOrEqual(3);
      expect(pages.filter((page) => page.menu === 'FAQ').length).toBeGreaterThanOrEqual(3);
      const home = pages.find((page) => page.code === 'home')!;
      expect(home.slug).toBe(lang === 1 ? 'home' : '');
      expect(home.menu).toBe('HIDDEN');
      if (lang === 0) expect(pages.some((page) => SERBIAN_LETTER.test(page.name))).toBe(true);
      else expect(pages.map((page) => page.name)).toContain('Contact');
    },
  },
  GetAdminPages: {
    as: 'admin',
    check: (data) => {
      const pages = data.pages as { active: boolean; names: string[]; slugs: string[]; parent_id: string | null; type: string }[];
      expect(pages.some((page) => !page.active), 'administrators also get inactive pages').toBe(true);
      expect(pages.some((page) => page.parent_id != null), 'a subpage').toBe(true);
      expect(pages.some((page) => page.type === 'SHOP'), 'a shop template').toBe(true);
      for (const page of pages) expect(page.names).toHaveLength(2);
      expect(pages.map((page) => page.names[0])).toContain('Česta pitanja');
    },
  },
  GetPage: {
    variables: { code: 'home' },
    check: (data, lang) => {
      const { page } = data;
      expect(page.name).toBe(lang === 1 ? 'Home' : 'Početna');
      expect(page.locked).toBe(true);
      expect(page.seo_title).toContain('Izlog');
      const blocks = page.blocks as { type: string; title: string | null; content: any }[];
      expect(new Set(blocks.map((block) => block.type))).toEqual(new Set(BLOCK_TYPES));
      const slider = blocks.find((block) => block.type === 'SLIDER')!;
      expect(slider.content.__typename).toBe('SliderContent');
      expect(slider.content.banners).toHaveLength(3);
      for (const banner of slider.content.banners) expect(banner.image.url).toMatch(/^\/storage\//);
      const action = blocks.find((block) => block.content.special === 'ACTION')!;
      expect(action.content.products.length).toBeGreaterThan(0);
      for (const product of action.content.products) {
        expect(product.discount_price).not.toBeNull();
        expect(product.discount_price).toBeLessThan(product.price);
      }
      const text = blocks.find((block) => block.type === 'TEXT')!;
      expect(text.content.html).toMatch(/^<p>/);
      const posts = blocks.find((block) => block.type === 'BLOG_CAROUSEL')!.content.posts;
      expect(posts).toHaveLength(4);
      const cards = blocks.find((block) => block.type === 'CARDS')!.content.cards;
      expect(cards[0].title).toBe(lang === 1 ? 'Free delivery' : 'Besplatna dostava');
      // Visitors get only the blocks shown now: not the switched-off New Year notice.
      expect(blocks.map((block) => block.title)).not.toContain(lang === 1 ? 'New Year opening hours' : 'Novogodišnje radno vreme');
    },
  },
  GetAdminPage: {
    as: 'admin',
    variables: async (ctx) => ({ id: await homePageId(ctx) }),
    check: (data) => {
      const { page } = data;
      expect(page.names).toEqual(['Početna', 'Home']);
      expect(page.slugs).toEqual(['', 'home']);
      const states = page.blocks.map((block: { state: string }) => block.state);
      expect(states).toEqual(expect.arrayContaining(['ACTIVE', 'DEACTIVATED', 'EXPIRED']));
      const text = page.blocks.find((block: { type: string }) => block.type === 'TEXT');
      expect(text.content.htmls).toHaveLength(2);
      const cards = page.blocks.find((block: { type: string }) => block.type === 'CARDS');
      expect(cards.content.cards[0].titles).toEqual(['Besplatna dostava', 'Free delivery']);
    },
  },
  CreatePage: {
    as: 'admin',
    variables: async (ctx) => {
      const pages = await adminPages(ctx);
      const delivery = pages.find((page) => page.slug === pick(['dostava', 'delivery'] as const, ctx.lang))!;
      // A slug not yet taken in this language, so the example can run again on the same server.
      const base = pick(GIFT_CARDS.slugs, ctx.lang);
      let slug: string = base;
      for (let n = 2; pages.some((page) => page.slug === slug); n++) slug = `${base}-${n}`;
      return { name: pick(GIFT_CARDS.names, ctx.lang), slug, menu: 'FAQ', parent_id: delivery.id };
    },
    check: (data, lang) => {
      const page = data.createPage;
      expect(page.name).toBe(pick(GIFT_CARDS.names, lang));
      expect(page.slug.startsWith(pick(GIFT_CARDS.slugs, lang))).toBe(true);
      expect(page.menu).toBe('FAQ');
      expect(page.parent_id).not.toBeNull();
      expect(page.active, 'a new page waits to be switched on').toBe(false);
      expect(page.locked).toBe(false);
    },
  },
  UpdatePage: {
    as: 'admin',
    variables: async (ctx) => {
      const page = await giftCardsPage(ctx);
      return {
        id: page.id,
        active: true,
        name: pick(GIFT_CARDS.renamed, ctx.lang),
        slug: page.slug,
        type: 'PAGE',
        menu: 'FAQ',
        seo_title: pick(['Poklon kartice | Izlog', 'Gift cards | Izlog'] as const, ctx.lang),
        seo_keywords: pick(['poklon kartica, vaučer, poklon', 'gift card, voucher, present'] as const, ctx.lang),
        seo_description: pick(
          ['Poklonite izbor: Izlog poklon kartice od 2.000 do 50.000 RSD.', 'Give the gift of choice: Izlog gift cards from 2,000 to 50,000 RSD.'] as const,
          ctx.lang,
        ),
        group_id: null,
      };
    },
    check: (data, lang) => {
      const page = data.updatePage;
      expect(page.active).toBe(true);
      expect(page.name).toBe(pick(GIFT_CARDS.renamed, lang));
      expect(page.names[lang]).toBe(pick(GIFT_CARDS.renamed, lang));
      expect(page.seo_title).toBe(pick(['Poklon kartice | Izlog', 'Gift cards | Izlog'] as const, lang));
      expect(page.group).toBeNull();
    },
  },
  UpdatePageContent: {
    as: 'admin',
    variables: async (ctx) => ({
      id: (await giftCardsPage(ctx)).id,
      page: pick(
        [
          '<p onclick="steal()">Poklon kartice možete kupiti u iznosima od 2.000 do 50.000 RSD.</p><script>alert(1)</script><p><a href="javascript:alert(2)">Kupite odmah</a></p>',
          '<p onclick="steal()">Gift cards come in amounts from 2,000 to 50,000 RSD.</p><script>alert(1)</script><p><a href="javascript:alert(2)">Buy now</a></p>',
        ] as const,
        ctx.lang,
      ),
    }),
    check: (data, lang) => {
      const html: string = data.updatePage.page;
      expect(html).toContain(lang === 1 ? 'Gift cards come in amounts' : 'Poklon kartice možete kupiti');
      expect(html).not.toMatch(/<script|onclick|javascript:/i);
      expect(data.updatePage.pages[lang]).toBe(html);
    },
  },
  SortPages: {
    as: 'admin',
    // Reverses the FAQ menu's top-level pages; the other language's run reverses them back.
    variables: async (ctx) => {
      const faq = (await adminPages(ctx))
        .filter((page) => page.menu === 'FAQ' && page.parent_id == null)
        .sort((a, b) => a.position - b.position);
      return { items: faq.reverse().map((page, index) => ({ id: page.id, position: index + 1, parent_id: null })) };
    },
    check: (data) => expect(data.sortPages).toEqual({ success: true, error: null }),
  },
  UpsertBlock: {
    as: 'admin',
    variables: async (ctx) => {
      const page = await giftCardsPage(ctx);
      const logo = (await ctx.query('GetSettings', {}, 'visitor')).settings.find((setting: { field: string }) => setting.field === 'logo');
      return {
        page_id: page.id,
        type: 'CARDS',
        title: pick(['Kako do poklon kartice', 'How to get a gift card'] as const, ctx.lang),
        active: true,
        content: {
          cards: [
            {
              title: pick(['U radnji', 'In the shop'] as const, ctx.lang),
              text: pick(['Na kasi, uz plaćanje karticom ili gotovinom.', 'At the till, paid by card or in cash.'] as const, ctx.lang),
              image_id: logo.image.id,
              link: pick(['/kontakt', '/contact'] as const, ctx.lang),
            },
            {
              title: pick(['Online', 'Online'] as const, ctx.lang),
              text: pick(['Elektronska kartica stiže e-mailom za nekoliko minuta.', 'An e-card arrives by e-mail within minutes.'] as const, ctx.lang),
            },
          ],
        },
      };
    },
    check: (data, lang) => {
      const block = data.upsertBlock;
      expect(block.type).toBe('CARDS');
      expect(block.state).toBe('ACTIVE');
      expect(block.title).toBe(pick(['Kako do poklon kartice', 'How to get a gift card'] as const, lang));
      expect(block.content.__typename).toBe('CardsContent');
      expect(block.content.cards).toHaveLength(2);
      expect(block.content.cards[0].image.url).toMatch(/^\/storage\//);
    },
  },
  SortBlocks: {
    as: 'admin',
    // Reverses the home page's blocks; the other language's run puts them back.
    variables: async (ctx) => {
      const id = await homePageId(ctx);
      const { page } = await ctx.query('GetAdminPage', { id });
      return { page_id: id, ids: page.blocks.map((block: { id: string }) => block.id).reverse() };
    },
    check: (data) => expect(data.sortBlocks).toEqual({ success: true, error: null }),
  },
  DeleteBlock: {
    as: 'admin',
    variables: async (ctx) => {
      const { page } = await ctx.query('GetAdminPage', { id: (await giftCardsPage(ctx)).id });
      return { id: page.blocks.at(-1).id };
    },
    check: (data) => expect(data.deleteBlock).toEqual({ success: true, error: null }),
  },
  DeletePage: {
    as: 'admin',
    variables: async (ctx) => ({ id: (await giftCardsPage(ctx)).id }),
    check: (data) => expect(data.deletePage).toEqual({ success: true, error: null }),
  },

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

  // ---------------------------------------------------------------------------------------------
  // Blog

  GetBlogPosts: {
    variables: { page: 1, first: 5 },
    check: (data, lang) => {
      const { data: posts, paginatorInfo } = data.blogPosts;
      expect(posts).toHaveLength(5);
      expect(paginatorInfo.total).toBeGreaterThanOrEqual(9);
      const dates = posts.map((post: { published_at: string }) => post.published_at);
      expect(dates, 'newest first').toEqual([...dates].sort().reverse());
      for (const post of posts) {
        expect(post.summary.length).toBeGreaterThan(20);
        expect(post.image.url_sm).toMatch(/^\/storage\//);
      }
      if (lang === 0) expect(posts.some((post: { name: string }) => SERBIAN_LETTER.test(post.name))).toBe(true);
    },
  },
  GetBlogPost: {
    variables: async (ctx) => ({ id: (await ctx.query('GetBlogPosts', { first: 1 }, 'visitor')).blogPosts.data[0].id }),
    check: (data, lang) => {
      const post = data.blogPost;
      expect(post.description).toMatch(/^<p>/);
      expect(post.seo_title).toContain('Izlog');
      expect(post.name).toBe(lang === 1 ? 'The winter sale has started: up to 40% off' : 'Zimska akcija je počela: popusti do 40%');
    },
  },
  GetBlogPostsWithPagination: {
    as: 'admin',
    // Without diacritics: "frizider" finds "frižider".
    variables: (ctx) => ({ page: 1, first: 20, search: ctx.lang === 1 ? 'fridge' : 'frizider' }),
    check: (data, lang) => {
      const posts = data.blogPostsWithPagination.data;
      expect(posts).toHaveLength(1);
      expect(posts[0].name).toBe(lang === 1 ? 'How to choose the right fridge for your home' : 'Kako izabrati pravi frižider za vaš dom');
      expect(posts[0].views).toBeGreaterThan(0);
    },
  },
  GetAdminBlogPost: {
    as: 'admin',
    // The unpublished draft: administrators get it, visitors do not.
    variables: async (ctx) => {
      const { blogPostsWithPagination } = await ctx.query('GetBlogPostsWithPagination', { first: 50 });
      return { id: blogPostsWithPagination.data.find((post: { active: boolean }) => !post.active).id };
    },
    check: (data) => {
      const post = data.blogPost;
      expect(post.active).toBe(false);
      expect(post.names).toEqual(['Kako da uštedite struju ove zime', 'How to save electricity this winter']);
      expect(post.descriptions[0]).toMatch(/^<p>/);
      expect(post.seo_titles).toHaveLength(2);
    },
  },
  UpsertBlogPost: {
    as: 'admin',
    variables: async (ctx) => {
      const { blogPosts } = await ctx.query('GetBlogPosts', { first: 1 }, 'visitor');
      return {
        name: pick(NEW_POST.names, ctx.lang),
        slug: pick(NEW_POST.slugs, ctx.lang),
        summary: pick(
          ['Dijagonala, rezolucija i OLED ili LED: vodič za kupovinu.', 'Screen size, resolution and OLED or LED: a buying guide.'] as const,
          ctx.lang,
        ),
        description: pick(
          [
            '<p>Za udaljenost od tri metra izaberite televizor dijagonale 65 inča.</p><script>track()</script>',
            '<p>For a viewing distance of three metres, choose a 65-inch TV.</p><script>track()</script>',
          ] as const,
          ctx.lang,
        ),
        image_id: blogPosts.data[0].image.id,
        active: true,
        seo_title: pick(NEW_POST.names, ctx.lang),
      };
    },
    check: (data, lang) => {
      const post = data.upsertBlogPost;
      expect(post.name).toBe(pick(NEW_POST.names, lang));
      expect(post.slug).toBe(pick(NEW_POST.slugs, lang));
      expect(post.description).not.toContain('<script');
      expect(post.active).toBe(true);
      expect(post.views).toBe(0);
      expect(post.image.url).toMatch(/^\/storage\//);
    },
  },
  DeleteBlogPost: {
    as: 'admin',
    variables: async (ctx) => ({ id: await newestPostId(ctx, pick(NEW_POST.names, ctx.lang)) }),
    check: (data) => expect(data.deleteBlogPost).toEqual({ success: true, error: null }),
  },

  // ---------------------------------------------------------------------------------------------
  // Newsletter and contact

  SubscribeNewsletter: {
    variables: (ctx) => ({ email: pick(SUBSCRIBER, ctx.lang) }),
    check: (data) => expect(data.subscribeNewsletter).toEqual({ success: true, error: null }),
  },
  GetNewsletterSubscribers: {
    as: 'admin',
    variables: { page: 1, first: 5 },
    check: (data) => {
      const { data: subscribers, paginatorInfo } = data.newsletterSubscribers;
      expect(subscribers).toHaveLength(5);
      expect(paginatorInfo.total).toBeGreaterThanOrEqual(15);
      for (const subscriber of subscribers) {
        expect(subscriber.email).toMatch(EMAIL);
        expect([0, 1]).toContain(subscriber.lang);
      }
      const dates = subscribers.map((subscriber: { created_at: string }) => subscriber.created_at);
      expect(dates, 'newest first').toEqual([...dates].sort().reverse());
    },
  },
  GetNewsletterCsv: {
    as: 'admin',
    check: (data) => {
      const lines = (data.newsletterCsv as string).trim().split('\n');
      expect(lines[0]).toBe('email,language,subscribed_at');
      expect(lines.length).toBeGreaterThanOrEqual(16);
      expect(lines[1]).toMatch(/^[^,@]+@[^,]+,(sr|en),\d{4}-\d{2}-\d{2}T/);
    },
  },
  DeleteNewsletterSubscriber: {
    as: 'admin',
    variables: async (ctx) => {
      const email = pick(SUBSCRIBER, ctx.lang);
      const { newsletterSubscribers } = await ctx.query('GetNewsletterSubscribers', { search: email });
      return { id: newsletterSubscribers.data[0].id };
    },
    check: (data) => expect(data.deleteNewsletterSubscriber).toEqual({ success: true, error: null }),
  },
  SendContactMessage: {
    variables: (ctx) =>
      ctx.lang === 1
        ? {
            name: 'Laura Schmidt',
            email: 'laura.schmidt@gmail.com',
            phone: '+49 151 2345 6789',
            message: 'Hello, can I pick up my order in Belgrade on Saturday?',
          }
        : {
            name: 'Marija Ilić',
            email: 'marija.ilic@gmail.com',
            phone: '+381 64 555 1212',
            message: 'Da li mogu da preuzmem porudžbinu u vašoj radnji u subotu?',
          },
    check: (data) => expect(data.sendContactMessage).toEqual({ success: true, error: null }),
  },
  GetContactMessages: {
    as: 'admin',
    variables: { page: 1, first: 3 },
    check: (data) => {
      const { data: messages, paginatorInfo } = data.contactMessages;
      expect(messages).toHaveLength(3);
      expect(paginatorInfo.total).toBeGreaterThanOrEqual(5);
      for (const message of messages) {
        expect(message.email).toMatch(EMAIL);
        expect(message.message.length).toBeGreaterThan(20);
      }
    },
  },
};
