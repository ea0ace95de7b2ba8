/** Pages and their design blocks: routes, menus, the block editor. */
import type { MockContext, MockResolvers } from '../context';
import { refuse, requireSlug, requireText } from '../../src/server/lib/admin-input';
import { byId, found, nextId } from '../lib/ids';
import { nowIso } from '../lib/clock';
import { pick, pickOrNull, withTranslation, type Translated } from '../../src/server/lib/translate';
import {
  brandsOf,
  campaignsOf,
  categoriesOf,
  groupsOf,
  isProductShown,
  productsOf,
} from './catalog-refs';
import type { ProductRecord } from '../catalog/tables';
import { allFound, checkWindow, dateArg, done, isAdmin, sent } from './common';
import { sanitizeHtml } from '../../src/server/lib/sanitize-html';
import {
  contentState,
  isBlogPostVisible,
  isShownNow,
  type BlockContentRecord,
  type BlockRecord,
  type BlockTypeName,
  type CardRecord,
  type PageMenuName,
  type PageRecord,
  type PageTypeName,
  type SpecialListingName,
} from './tables';
import { inMenuOrder } from '../../src/server/modules/cms/page-order';
import { cardIdOf, mergeCards } from '../../src/server/modules/cms/cards';
import { toId } from '../../src/server/modules/cms/validate';

/** How many products a special listing's carousel shows. */
const CAROUSEL_PRODUCTS = 12;
const BLOG_CAROUSEL_DEFAULT = 4;
const BLOG_CAROUSEL_MAX = 12;
const MENU_ORDER: PageMenuName[] = ['HEADER', 'FAQ', 'HIDDEN'];

const both = (text: string): Translated => [text, text];

const slugOf = (page: PageRecord, lang: number): string => pick(page.slugs, lang);

/** Another page already has this slug in the language. */
function slugTaken(ctx: MockContext, slug: string, except?: number): boolean {
  return ctx.db.pages.some((page) => page.id !== except && slugOf(page, ctx.lang) === slug);
}

/** A parent must be an existing top-level page: pages are one level deep. */
function checkParent(ctx: MockContext, parentId: unknown, childId?: number): number | null {
  if (parentId == null || parentId === '') return null;
  const parent = found(ctx, ctx.db.pages, parentId, 'parent_id');
  if (parent.id === childId || parent.parent_id != null) throw refuse(ctx, 'pageTooDeep', 'parent_id');
  if (childId != null && ctx.db.pages.some((page) => page.parent_id === childId)) {
    throw refuse(ctx, 'pageTooDeep', 'parent_id');
  }
  return parent.id;
}

function nextPosition(rows: readonly { position: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.position), 0) + 1;
}

// ---------------------------------------------------------------------------------------------
// Block content

function specialProducts(ctx: MockContext, special: SpecialListingName): ProductRecord[] {
  const products = productsOf(ctx.db);
  let matching: ProductRecord[];
  if (special === 'ACTION') matching = products.filter((product) => product.discount_price != null);
  else if (special === 'NEW') matching = products.filter((product) => product.new);
  else if (special === 'POPULAR') matching = products.filter((product) => product.popular);
  else {
    // A carousel has no campaign argument: it shows the group of the newest campaign.
    const newest = [...campaignsOf(ctx.db)].sort(
      (a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id,
    )[0];
    matching = newest ? products.filter((product) => product.group_id === newest.group_id) : [];
  }
  // A special listing only ever lists what a visitor can buy, for administrators too, in the listing's order.
  return matching
    .filter((product) => isProductShown(product))
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .slice(0, CAROUSEL_PRODUCTS);
}

/** A block's content as the schema's BlockContent union member; the union resolves by __typename. */
function blockContent(ctx: MockContext, body: BlockContentRecord) {
  const admin = isAdmin(ctx);
  switch (body.kind) {
    case 'SLIDER':
    case 'BANNERS': {
      const banners = body.banner_ids
        .map((id) => byId(ctx.db.banners, id))
        .filter((banner) => banner != null && (admin || isShownNow(banner)));
      return { __typename: body.kind === 'SLIDER' ? 'SliderContent' : 'BannersContent', banners };
    }
    case 'PRODUCTS_CAROUSEL': {
      const products = body.special
        ? specialProducts(ctx, body.special)
        : body.product_ids
            .map((id) => byId(productsOf(ctx.db), id))
            .filter((product) => product != null && (admin || isProductShown(product)));
      return { __typename: 'ProductsCarouselContent', special: body.special, products };
    }
    case 'CATEGORIES':
      return {
        __typename: 'CategoriesContent',
        categories: body.category_ids.map((id) => byId(categoriesOf(ctx.db), id)).filter((row) => row != null),
      };
    case 'TEXT':
      return { __typename: 'TextContent', html: pick(body.htmls, ctx.lang), htmls: body.htmls };
    case 'BRANDS':
      return {
        __typename: 'BrandsContent',
        brands: body.brand_ids.map((id) => byId(brandsOf(ctx.db), id)).filter((row) => row != null),
      };
    case 'BLOG_CAROUSEL':
      return {
        __typename: 'BlogCarouselContent',
        posts: ctx.db.blogPosts
          .filter((post) => isBlogPostVisible(post))
          .sort((a, b) => b.published_at.localeCompare(a.published_at))
          .slice(0, body.posts_count),
      };
    case 'CARDS':
      return { __typename: 'CardsContent', cards: body.cards.map((card, index) => ({ ...card, id: String(cardIdOf(card, index)) })) };
  }
}

interface CardInput {
  id?: string | null;
  title: string;
  text?: string | null;
  image_id?: string | null;
  link?: string | null;
}

interface BlockContentInput {
  banner_ids?: string[] | null;
  product_ids?: string[] | null;
  special?: SpecialListingName | null;
  category_ids?: string[] | null;
  html?: string | null;
  brand_ids?: string[] | null;
  posts_count?: number | null;
  cards?: CardInput[] | null;
}

/** Ids a block needs at least one of, each naming an existing row. */
function requiredIds(ctx: MockContext, ids: string[] | null | undefined, rows: readonly { id: number }[], field: string): number[] {
  if (!ids?.length) throw refuse(ctx, 'required', field);
  return allFound(ctx, rows, ids, field);
}

/** The stored content of a block from the editor's input; texts are written in the request's language. */
function contentFromInput(
  ctx: MockContext,
  type: BlockTypeName,
  input: BlockContentInput,
  existing: BlockContentRecord | undefined,
): BlockContentRecord {
  const { db, lang } = ctx;
  switch (type) {
    case 'SLIDER':
    case 'BANNERS':
      return { kind: type, banner_ids: requiredIds(ctx, input.banner_ids, db.banners, 'content.banner_ids') };
    case 'PRODUCTS_CAROUSEL':
      if (input.special) return { kind: type, special: input.special, product_ids: [] };
      return {
        kind: type,
        special: null,
        product_ids: requiredIds(ctx, input.product_ids, productsOf(db), 'content.product_ids'),
      };
    case 'CATEGORIES':
      return {
        kind: type,
        category_ids: requiredIds(ctx, input.category_ids, categoriesOf(db), 'content.category_ids'),
      };
    case 'BRANDS':
      return {
        kind: type,
        brand_ids: requiredIds(ctx, input.brand_ids, brandsOf(db), 'content.brand_ids'),
      };
    case 'TEXT': {
      // As on the real server: a saved block's texts stay when none are sent (a switch on or off).
      if (input.html == null && existing?.kind === 'TEXT') return existing;
      const html = sanitizeHtml(requireText(ctx, input.html, 'content.html'));
      return { kind: type, htmls: existing?.kind === 'TEXT' ? withTranslation(existing.htmls, lang, html) : both(html) };
    }
    case 'BLOG_CAROUSEL': {
      const count = Math.round(input.posts_count ?? BLOG_CAROUSEL_DEFAULT);
      return { kind: type, posts_count: Math.min(BLOG_CAROUSEL_MAX, Math.max(1, count)) };
    }
    case 'CARDS': {
      if (input.cards == null && existing?.kind === 'CARDS') return existing;
      if (!input.cards?.length) throw refuse(ctx, 'required', 'content.cards');
      const writes = input.cards.map((card, index) => ({
        id: toId(card.id),
        title: requireText(ctx, card.title, `content.cards.${index}.title`),
        text: card.text?.trim() ?? '',
        link: card.link?.trim() ?? '',
        image_id: card.image_id == null || card.image_id === '' ? null : found(ctx, db.storageFiles, card.image_id, `content.cards.${index}.image_id`).id,
      }));
      // Saved cards are named by id, as on the real server (src/server/modules/cms/cards.ts).
      const cards = mergeCards(existing?.kind === 'CARDS' ? existing.cards : [], writes, lang) as CardRecord[];
      return { kind: type, cards };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Resolvers

interface UpdatePageArgs {
  id: string;
  active?: boolean | null;
  name?: string | null;
  slug?: string | null;
  type?: PageTypeName | null;
  menu?: PageMenuName | null;
  seo_title?: string | null;
  seo_keywords?: string | null;
  seo_description?: string | null;
  group_id?: string | null;
  page?: string | null;
}

interface UpsertBlockArgs {
  id?: string | null;
  page_id: string;
  type: BlockTypeName;
  title?: string | null;
  active?: boolean | null;
  active_from?: string | null;
  active_to?: string | null;
  content: BlockContentInput;
}

function renumberBlocks(ctx: MockContext, pageId: number): void {
  ctx.db.blocks
    .filter((block) => block.page_id === pageId)
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .forEach((block, index) => {
      block.position = index + 1;
    });
}

export const pageResolvers: MockResolvers = {
  Query: {
    pages: (_root, _args, ctx) => inMenuOrder(ctx.db.pages.filter((page) => isAdmin(ctx) || page.active), MENU_ORDER),
    page: (_root, args: { id?: string | null; slug?: string | null; code?: string | null }, ctx) => {
      const visible = ctx.db.pages.filter((page) => isAdmin(ctx) || page.active);
      if (args.id != null) return byId(visible, args.id) ?? null;
      if (args.slug != null) {
        const slug = args.slug.replace(/^\/+|\/+$/g, '');
        return visible.find((page) => slugOf(page, ctx.lang) === slug) ?? null;
      }
      if (args.code != null) return visible.find((page) => page.code === args.code) ?? null;
      return null;
    },
  },
  Mutation: {
    createPage: (_root, args: { name: string; slug: string; menu?: PageMenuName | null; parent_id?: string | null }, ctx) => {
      const name = requireText(ctx, args.name, 'name');
      const slug = requireSlug(ctx, args.slug);
      if (slugTaken(ctx, slug)) throw refuse(ctx, 'slugTaken', 'slug', 'CONFLICT');
      const parent_id = checkParent(ctx, args.parent_id);
      const parent = byId(ctx.db.pages, parent_id);
      const menu = parent?.menu ?? args.menu ?? 'HIDDEN';
      const siblings = ctx.db.pages.filter((page) => page.menu === menu && page.parent_id === parent_id);
      // A new page starts switched off: it gets a route once the administrator has filled it and turns it on.
      const page: PageRecord = {
        id: nextId(ctx.db.pages),
        parent_id,
        position: nextPosition(siblings),
        menu,
        type: 'PAGE',
        group_id: null,
        code: null,
        active: false,
        locked: false,
        // Until translated, the other language shows the same text.
        names: both(name),
        slugs: both(slug),
        pages: ['', ''],
        seo_titles: ['', ''],
        seo_keywords_list: ['', ''],
        seo_descriptions: ['', ''],
        created_at: nowIso(),
      };
      ctx.db.pages.push(page);
      return page;
    },
    updatePage: (_root, args: UpdatePageArgs, ctx) => {
      const page = found(ctx, ctx.db.pages, args.id);
      const lang = ctx.lang;
      // Check everything first: a refused update changes nothing.
      const name = args.name != null ? requireText(ctx, args.name, 'name') : undefined;
      let slug: string | undefined;
      if (args.slug != null) {
        slug = requireSlug(ctx, args.slug);
        if (slug !== slugOf(page, lang)) {
          if (page.locked) throw refuse(ctx, 'pageSlugLocked', 'slug', 'FORBIDDEN');
          if (slugTaken(ctx, slug, page.id)) throw refuse(ctx, 'slugTaken', 'slug', 'CONFLICT');
        }
      }
      let groupId: number | null | undefined;
      if (sent(args, 'group_id')) {
        groupId = args.group_id == null || args.group_id === '' ? null : found(ctx, groupsOf(ctx.db), args.group_id, 'group_id').id;
      }

      if (args.active != null) page.active = args.active;
      if (name !== undefined) page.names = withTranslation(page.names, lang, name);
      if (slug !== undefined) page.slugs = withTranslation(page.slugs, lang, slug);
      if (args.type != null) page.type = args.type;
      if (args.menu != null && args.menu !== page.menu) {
        page.menu = args.menu;
        page.position = nextPosition(ctx.db.pages.filter((row) => row.id !== page.id && row.menu === args.menu && row.parent_id === page.parent_id));
        for (const child of ctx.db.pages.filter((row) => row.parent_id === page.id)) child.menu = args.menu;
      }
      if (sent(args, 'seo_title')) page.seo_titles = withTranslation(page.seo_titles, lang, args.seo_title?.trim() ?? '');
      if (sent(args, 'seo_keywords')) page.seo_keywords_list = withTranslation(page.seo_keywords_list, lang, args.seo_keywords?.trim() ?? '');
      if (sent(args, 'seo_description')) page.seo_descriptions = withTranslation(page.seo_descriptions, lang, args.seo_description?.trim() ?? '');
      if (groupId !== undefined) page.group_id = groupId;
      if (sent(args, 'page')) page.pages = withTranslation(page.pages, lang, sanitizeHtml(args.page ?? ''));
      return page;
    },
    deletePage: (_root, args: { id: string }, ctx) => {
      const page = found(ctx, ctx.db.pages, args.id);
      if (page.locked) throw refuse(ctx, 'pageLocked', 'id', 'FORBIDDEN');
      ctx.db.pages = ctx.db.pages.filter((row) => row.id !== page.id);
      ctx.db.blocks = ctx.db.blocks.filter((block) => block.page_id !== page.id);
      // Its subpages move up to the top level of the same menu.
      for (const child of ctx.db.pages.filter((row) => row.parent_id === page.id)) child.parent_id = null;
      return done();
    },
    sortPages: (_root, args: { items: { id: string; position: number; parent_id?: string | null }[] }, ctx) => {
      const moves = args.items.map((item) => ({
        page: found(ctx, ctx.db.pages, item.id, 'items'),
        position: Math.max(1, Math.round(item.position)),
        parent: item.parent_id == null || item.parent_id === '' ? null : found(ctx, ctx.db.pages, item.parent_id, 'items'),
      }));
      // The tree after the move must stay one level deep.
      const parentAfter = new Map(ctx.db.pages.map((page) => [page.id, page.parent_id]));
      for (const move of moves) parentAfter.set(move.page.id, move.parent?.id ?? null);
      for (const [id, parentId] of parentAfter) {
        if (parentId == null) continue;
        if (parentId === id || parentAfter.get(parentId) != null) throw refuse(ctx, 'pageTooDeep', 'items');
      }
      for (const move of moves) {
        move.page.position = move.position;
        move.page.parent_id = move.parent?.id ?? null;
        if (move.parent) move.page.menu = move.parent.menu;
      }
      return done();
    },
    upsertBlock: (_root, args: UpsertBlockArgs, ctx) => {
      const page = found(ctx, ctx.db.pages, args.page_id, 'page_id');
      const existing = args.id != null && args.id !== '' ? found(ctx, ctx.db.blocks, args.id) : undefined;
      const body = contentFromInput(ctx, args.type, args.content, existing?.type === args.type ? existing.body : undefined);
      const active_from = sent(args, 'active_from') ? (dateArg(args.active_from) ?? null) : (existing?.active_from ?? null);
      const active_to = sent(args, 'active_to') ? (dateArg(args.active_to) ?? null) : (existing?.active_to ?? null);
      checkWindow(ctx, active_from, active_to);
      const title = args.title?.trim() ?? '';

      if (existing) {
        if (existing.page_id !== page.id) {
          const oldPage = existing.page_id;
          existing.page_id = page.id;
          existing.position = nextPosition(ctx.db.blocks.filter((block) => block.page_id === page.id && block.id !== existing.id));
          renumberBlocks(ctx, oldPage);
        }
        existing.type = args.type;
        if (sent(args, 'title')) existing.titles = withTranslation(existing.titles, ctx.lang, title);
        if (args.active != null) existing.active = args.active;
        existing.active_from = active_from;
        existing.active_to = active_to;
        existing.body = body;
        return existing;
      }
      const block: BlockRecord = {
        id: nextId(ctx.db.blocks),
        page_id: page.id,
        type: args.type,
        titles: both(title),
        position: nextPosition(ctx.db.blocks.filter((row) => row.page_id === page.id)),
        active: args.active ?? true,
        active_from,
        active_to,
        body,
      };
      ctx.db.blocks.push(block);
      return block;
    },
    deleteBlock: (_root, args: { id: string }, ctx) => {
      const block = found(ctx, ctx.db.blocks, args.id);
      ctx.db.blocks = ctx.db.blocks.filter((row) => row.id !== block.id);
      renumberBlocks(ctx, block.page_id);
      return done();
    },
    sortBlocks: (_root, args: { page_id: string; ids: string[] }, ctx) => {
      const page = found(ctx, ctx.db.pages, args.page_id, 'page_id');
      const onPage = ctx.db.blocks.filter((block) => block.page_id === page.id);
      const listed = allFound(ctx, onPage, args.ids, 'ids');
      // Listed blocks take the first positions in the given order; any others follow in their old order.
      const rest = onPage.filter((block) => !listed.includes(block.id)).sort((a, b) => a.position - b.position);
      [...listed.map((id) => byId(onPage, id)!), ...rest].forEach((block, index) => {
        block.position = index + 1;
      });
      return done();
    },
  },
  Page: {
    name: (page: PageRecord, _args, ctx) => pick(page.names, ctx.lang),
    slug: (page: PageRecord, _args, ctx) => slugOf(page, ctx.lang),
    page: (page: PageRecord, _args, ctx) => pickOrNull(page.pages, ctx.lang),
    seo_title: (page: PageRecord, _args, ctx) => pickOrNull(page.seo_titles, ctx.lang),
    seo_keywords: (page: PageRecord, _args, ctx) => pickOrNull(page.seo_keywords_list, ctx.lang),
    seo_description: (page: PageRecord, _args, ctx) => pickOrNull(page.seo_descriptions, ctx.lang),
    group: (page: PageRecord, _args, ctx) => byId(groupsOf(ctx.db), page.group_id) ?? null,
    blocks: (page: PageRecord, _args, ctx) =>
      ctx.db.blocks
        .filter((block) => block.page_id === page.id && (isAdmin(ctx) || isShownNow(block)))
        .sort((a, b) => a.position - b.position || a.id - b.id),
  },
  Block: {
    title: (block: BlockRecord, _args, ctx) => pickOrNull(block.titles, ctx.lang),
    state: (block: BlockRecord) => contentState(block),
    content: (block: BlockRecord, _args, ctx) => blockContent(ctx, block.body),
  },
  Card: {
    title: (card: CardRecord, _args, ctx) => pick(card.titles, ctx.lang),
    text: (card: CardRecord, _args, ctx) => pickOrNull(card.texts, ctx.lang),
    image: (card: CardRecord, _args, ctx) => byId(ctx.db.storageFiles, card.image_id) ?? null,
    link: (card: CardRecord, _args, ctx) => pickOrNull(card.links, ctx.lang),
  },
};
