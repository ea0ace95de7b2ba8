/** Pages: routes and menus for the storefront, the page tree for the admin. */
import { menuName, pageTypeName } from '../codes';
import { isAdmin, isShownNow } from '../content-state';
import { createPage, deletePage, findPublicPage, listPages, slugOf, sortPages, updatePage } from '../pages';
import { pickOrNull } from '../translations';
import type { DomainResolvers } from '../../../lib/domain-resolvers';
import { pickAny } from '../../../lib/translate';

export const pageResolvers: DomainResolvers<'pages' | 'page', 'createPage' | 'updatePage' | 'deletePage' | 'sortPages'> = {
  Query: {
    pages: (_root, _args, ctx) => listPages(ctx),
    page: (_root, args, ctx) => findPublicPage(ctx, args),
  },
  Mutation: {
    createPage: (_root, args, ctx) => createPage(ctx, args),
    updatePage: (_root, args, ctx) => updatePage(ctx, args),
    deletePage: (_root, args, ctx) => deletePage(ctx, args),
    sortPages: (_root, args, ctx) => sortPages(ctx, args),
  },
  Page: {
    menu: (page) => menuName(page.menu),
    type: (page) => pageTypeName(page.type),
    // One written in the other language only still has a name in the admin's lists (visitors never get it).
    name: (page, _args, ctx) => pickAny(page.names, ctx.lang),
    slug: (page, _args, ctx) => slugOf(page, ctx.lang),
    page: (page, _args, ctx) => pickOrNull(page.pages, ctx.lang),
    seo_title: (page, _args, ctx) => pickOrNull(page.seo_titles, ctx.lang),
    seo_keywords: (page, _args, ctx) => pickOrNull(page.seo_keywords_list, ctx.lang),
    seo_description: (page, _args, ctx) => pickOrNull(page.seo_descriptions, ctx.lang),
    group: (page, _args, ctx) => (page.group_id == null ? null : ctx.loaders.byId('groups').load(page.group_id)),
    blocks: async (page, _args, ctx) => {
      const blocks = await ctx.loaders.byColumn('blocks', 'page_id', 'position').load(page.id);
      return blocks.filter((block) => isAdmin(ctx) || isShownNow(block)).sort((a, b) => a.position - b.position || a.id - b.id);
    },
  },
};
