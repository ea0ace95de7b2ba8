/**
 * Examples of operations/cms.graphql: pages and their blocks. Mutations look up what they touch and
 * create what they delete, so both languages (and a second run) pass. Shared records: support/cms.ts.
 */
import { expect } from 'vitest';
import type { OperationExamples } from './types';
import { SERBIAN_LETTER, BLOCK_TYPES, GIFT_CARDS, pick, adminPages, giftCardsPage, homePageId } from './support/cms';

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
};
