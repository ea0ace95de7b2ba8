/** Pages: the storefront's routes and menus, the admin's page tree and its edits. */
import { sql } from 'kysely';
import type {
  MutationCreatePageArgs,
  MutationDeletePageArgs,
  MutationSortPagesArgs,
  MutationUpdatePageArgs,
  PageMenu,
  QueryPageArgs,
} from '../../../../generated/resolvers';
import type { GraphQLContext } from '../../context';
import type { PageRow } from '../../db/rows';
import { positionAfter } from '../../lib/position-after';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { hasText } from '../../lib/translate';
import { inLanguage, translationSql } from '../../lib/translation-sql';
import { firstMissing } from './catalog-refs';
import { MENU_CODES, PAGE_TYPE_CODES } from './codes';
import { isAdmin } from './content-state';
import { inMenuOrder } from './page-order';
import { pick } from './translations';
import { done, refuse, requireSlug, requireText, sent, toId } from './validate';

const MENU_ORDER = [MENU_CODES.HEADER, MENU_CODES.FAQ, MENU_CODES.HIDDEN];

export const slugOf = (page: PageRow, lang: number): string => pick(page.slugs, lang);

/** Pages whose slug in either language is `slug` (indexed), for lookups and the slug-taken rule. */
async function pagesWithSlug(ctx: GraphQLContext, slug: string): Promise<PageRow[]> {
  return ctx.db
    .selectFrom('pages')
    .selectAll()
    .where(sql<boolean>`(slugs[1] = ${slug} or slugs[2] = ${slug})`)
    .execute();
}

async function slugTaken(ctx: GraphQLContext, slug: string, except?: number): Promise<boolean> {
  return (await pagesWithSlug(ctx, slug)).some((page) => page.id !== except && slugOf(page, ctx.lang) === slug);
}

async function findPage(ctx: GraphQLContext, id: unknown, field = 'id'): Promise<PageRow> {
  const pageId = toId(id);
  const page = pageId == null ? undefined : await ctx.db.selectFrom('pages').selectAll().where('id', '=', pageId).executeTakeFirst();
  if (!page) throw refuse(ctx, 'notFound', field, 'NOT_FOUND');
  return page;
}

/** A parent must be an existing top-level page: pages are one level deep. */
async function checkParent(ctx: GraphQLContext, parentId: unknown): Promise<PageRow | null> {
  if (parentId == null || parentId === '') return null;
  const parent = await findPage(ctx, parentId, 'parent_id');
  if (parent.parent_id != null) throw refuse(ctx, 'pageTooDeep', 'parent_id');
  return parent;
}

async function nextPosition(ctx: GraphQLContext, menu: number, parentId: number | null, except?: number): Promise<number> {
  let query = ctx.db.selectFrom('pages').select((eb) => eb.fn.max('position').as('last')).where('menu', '=', menu);
  query = parentId == null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId);
  if (except != null) query = query.where('id', '!=', except);
  return positionAfter((await query.executeTakeFirst())?.last);
}

/**
 * pages: every page for an administrator; for the storefront the switched-on ones with a title in
 * the request's language (its menus, footer and routes), in menu order.
 */
export async function listPages(ctx: GraphQLContext) {
  let query = ctx.db.selectFrom('pages').selectAll();
  if (!isAdmin(ctx)) query = query.where('active', '=', true);
  const pages = await query.execute();
  return inMenuOrder(isAdmin(ctx) ? pages : pages.filter((page) => hasText(page.names, ctx.lang)), MENU_ORDER);
}

/** page: by id, slug (in the request's language) or code; a switched-off page only for an administrator. */
export async function findPublicPage(ctx: GraphQLContext, args: QueryPageArgs) {
  const visible = (page: PageRow | undefined) => (page && (isAdmin(ctx) || page.active) ? page : null);
  if (args.id != null) {
    const id = toId(args.id);
    return id == null ? null : visible(await ctx.db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst());
  }
  if (args.slug != null) {
    const slug = args.slug.replace(/^\/+|\/+$/g, '');
    const pages = await pagesWithSlug(ctx, slug);
    const shown = (page: PageRow) => isAdmin(ctx) || (page.active && hasText(page.names, ctx.lang));
    return visible(pages.sort((a, b) => a.id - b.id).find((page) => slugOf(page, ctx.lang) === slug && shown(page)));
  }
  if (args.code != null) return visible(await ctx.db.selectFrom('pages').selectAll().where('code', '=', args.code).executeTakeFirst());
  return null;
}

/** createPage: a new page, switched off, last in its menu. */
export async function createPage(ctx: GraphQLContext, args: MutationCreatePageArgs) {
  const name = requireText(ctx, args.name, 'name');
  const slug = requireSlug(ctx, args.slug);
  if (await slugTaken(ctx, slug)) throw refuse(ctx, 'slugTaken', 'slug', 'CONFLICT');
  const parent = await checkParent(ctx, args.parent_id);
  const menu = parent?.menu ?? MENU_CODES[args.menu ?? 'HIDDEN'];
  // A new page starts switched off: it gets a route once the administrator has filled it and turns it on.
  return ctx.db
    .insertInto('pages')
    .values({
      parent_id: parent?.id ?? null,
      position: await nextPosition(ctx, menu, parent?.id ?? null),
      menu,
      type: PAGE_TYPE_CODES.PAGE,
      active: false,
      locked: false,
      // Written in the request's language only: the other language's menus list it once it is translated.
      names: inLanguage(ctx.lang, name),
      slugs: inLanguage(ctx.lang, slug),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** updatePage: checks every change first, so a refused update changes nothing. */
export async function updatePage(ctx: GraphQLContext, args: MutationUpdatePageArgs) {
  const page = await findPage(ctx, args.id);
  const lang = ctx.lang;
  // Check everything first: a refused update changes nothing.
  const name = args.name != null ? requireText(ctx, args.name, 'name') : undefined;
  let slug: string | undefined;
  if (args.slug != null) {
    slug = requireSlug(ctx, args.slug);
    if (slug !== slugOf(page, lang)) {
      if (page.locked) throw refuse(ctx, 'pageSlugLocked', 'slug', 'FORBIDDEN');
      if (await slugTaken(ctx, slug, page.id)) throw refuse(ctx, 'slugTaken', 'slug', 'CONFLICT');
    }
  }
  let groupId: number | null | undefined;
  if (sent(args, 'group_id')) {
    if (args.group_id == null || args.group_id === '') groupId = null;
    else {
      groupId = toId(args.group_id);
      if (groupId == null || (await firstMissing(ctx, 'groups', [groupId])) != null) throw refuse(ctx, 'notFound', 'group_id', 'NOT_FOUND');
    }
  }

  const changes: Partial<Record<string, unknown>> = {};
  if (args.active != null) changes.active = args.active;
  if (name !== undefined) changes.names = translationSql('names', lang, name);
  if (slug !== undefined) changes.slugs = translationSql('slugs', lang, slug);
  if (args.type != null) changes.type = PAGE_TYPE_CODES[args.type];
  const menu = args.menu != null ? MENU_CODES[args.menu as PageMenu] : page.menu;
  if (menu !== page.menu) {
    changes.menu = menu;
    changes.position = await nextPosition(ctx, menu, page.parent_id, page.id);
  }
  if (sent(args, 'seo_title')) changes.seo_titles = translationSql('seo_titles', lang, args.seo_title?.trim() ?? '');
  if (sent(args, 'seo_keywords')) changes.seo_keywords_list = translationSql('seo_keywords_list', lang, args.seo_keywords?.trim() ?? '');
  if (sent(args, 'seo_description')) changes.seo_descriptions = translationSql('seo_descriptions', lang, args.seo_description?.trim() ?? '');
  if (groupId !== undefined) changes.group_id = groupId;
  if (sent(args, 'page')) changes.pages = translationSql('pages', lang, sanitizeHtml(args.page ?? ''));
  if (Object.keys(changes).length === 0) return page;

  return ctx.db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('pages').set(changes).where('id', '=', page.id).returningAll().executeTakeFirstOrThrow();
    // Subpages follow their parent into its new menu.
    if (menu !== page.menu) await trx.updateTable('pages').set({ menu }).where('parent_id', '=', page.id).execute();
    return updated;
  });
}

/** deletePage: a locked page is refused. */
export async function deletePage(ctx: GraphQLContext, args: MutationDeletePageArgs) {
  const page = await findPage(ctx, args.id);
  if (page.locked) throw refuse(ctx, 'pageLocked', 'id', 'FORBIDDEN');
  // Its blocks go with it (on delete cascade); its subpages move up to the top level of the same menu (set null).
  await ctx.db.deleteFrom('pages').where('id', '=', page.id).execute();
  return done();
}

/** sortPages: new positions and parents; the tree stays one level deep. */
export async function sortPages(ctx: GraphQLContext, args: MutationSortPagesArgs) {
  const pages = await ctx.db.selectFrom('pages').select(['id', 'parent_id', 'menu']).execute();
  const byId = new Map(pages.map((page) => [page.id, page]));
  const moves = args.items.map((item) => {
    const page = byId.get(toId(item.id) ?? 0);
    if (!page) throw refuse(ctx, 'notFound', 'items', 'NOT_FOUND');
    let parent: (typeof pages)[number] | null = null;
    if (item.parent_id != null && item.parent_id !== '') {
      parent = byId.get(toId(item.parent_id) ?? 0) ?? null;
      if (!parent) throw refuse(ctx, 'notFound', 'items', 'NOT_FOUND');
    }
    return { page, position: Math.max(1, Math.round(item.position)), parent };
  });
  // The tree after the move must stay one level deep.
  const parentAfter = new Map(pages.map((page) => [page.id, page.parent_id]));
  for (const move of moves) parentAfter.set(move.page.id, move.parent?.id ?? null);
  for (const [id, parentId] of parentAfter) {
    if (parentId == null) continue;
    if (parentId === id || parentAfter.get(parentId) != null) throw refuse(ctx, 'pageTooDeep', 'items');
  }
  await ctx.db.transaction().execute(async (trx) => {
    for (const move of moves) {
      await trx
        .updateTable('pages')
        .set({ position: move.position, parent_id: move.parent?.id ?? null, ...(move.parent ? { menu: move.parent.menu } : {}) })
        .where('id', '=', move.page.id)
        .execute();
    }
  });
  return done();
}
