/** Banners: those shown in a position now, the admin's list with views and clicks in a date range, and their edits. */
import { sql } from 'kysely';
import type {
  BannerPosition,
  MutationDeleteBannerArgs,
  MutationRecordBannerEventArgs,
  MutationUpsertBannerArgs,
  QueryBannersArgs,
  QueryBannersWithPaginationArgs,
} from '../../../../generated/resolvers';
import type { GraphQLContext } from '../../context';
import type { BannerRow } from '../../db/rows';
import { foldedContains, paginated, pageWindow } from '../../lib/lists';
import { positionAfter } from '../../lib/position-after';
import { SHOP_TIME_ZONE } from '../../lib/shop-day';
import { translatedIdSql, translationSql } from '../../lib/translation-sql';
import { isShownNow } from './content-state';
import { requestLoader } from './per-request';
import { checkWindow, dateArg, done, refuse, requireText, sent, toId } from './validate';

/** Positions in the order the admin's list shows them. */
const POSITION_ORDER = sql`array_position(array['SHOP_BELOW_MENU', 'PRODUCT_RIGHT', 'BLOCK']::text[], banners.position)`;

/** All-time views and clicks of banners, in one query for every banner of the request. */
export function allTimeCounts(ctx: GraphQLContext) {
  return requestLoader<{ views: number; clicks: number }>(ctx, 'banner-counts', async (ids) => {
    const rows = await ctx.db
      .selectFrom('banner_events')
      .select((eb) => [
        'banner_id',
        eb.fn.countAll<number>().filterWhere('event', '=', 'VIEW').as('views'),
        eb.fn.countAll<number>().filterWhere('event', '=', 'CLICK').as('clicks'),
      ])
      .where('banner_id', 'in', [...ids])
      .groupBy('banner_id')
      .execute();
    const counts = new Map(rows.map((row) => [row.banner_id, { views: Number(row.views), clicks: Number(row.clicks) }]));
    return ids.map((id) => counts.get(id) ?? { views: 0, clicks: 0 });
  });
}

/** The first moment of a shop day (Europe/Belgrade), for date ranges. */
const dayStart = (date: string) => sql<Date>`(${date}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`;
/** The first moment after a shop day. */
const dayEnd = (date: string) => sql<Date>`(${date}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`;

async function findBanner(ctx: GraphQLContext, id: unknown, field = 'id'): Promise<BannerRow> {
  const bannerId = toId(id);
  const banner = bannerId == null ? undefined : await ctx.db.selectFrom('banners').selectAll().where('id', '=', bannerId).executeTakeFirst();
  if (!banner) throw refuse(ctx, 'notFound', field, 'NOT_FOUND');
  return banner;
}

async function nextSort(ctx: GraphQLContext, position: BannerPosition, except?: number): Promise<number> {
  let query = ctx.db.selectFrom('banners').select((eb) => eb.fn.max('sort').as('last')).where('position', '=', position);
  if (except != null) query = query.where('id', '!=', except);
  return positionAfter((await query.executeTakeFirst())?.last);
}

/** banners: the switched-on banners of a position within their date window, in order. */
export async function shownBanners(ctx: GraphQLContext, args: QueryBannersArgs) {
  const rows = await ctx.db.selectFrom('banners').selectAll().where('position', '=', args.position).where('active', '=', true).orderBy('sort').orderBy('id').execute();
  return rows.filter((banner) => isShownNow(banner));
}

/** bannersWithPagination: the admin's list with views and clicks in a date range, by the order asked for. */
export async function listBanners(ctx: GraphQLContext, args: QueryBannersWithPaginationArgs) {
  const window = pageWindow(args.page, args.first, 20);
  const start = args.start_date ? dayStart(args.start_date) : null;
  const end = args.end_date ? dayEnd(args.end_date) : null;
  const counts = ctx.db
    .selectFrom('banner_events')
    .select((eb) => [
      'banner_id',
      eb.fn.countAll<number>().filterWhere('event', '=', 'VIEW').as('views'),
      eb.fn.countAll<number>().filterWhere('event', '=', 'CLICK').as('clicks'),
    ])
    .$if(start != null, (query) => query.where('created_at', '>=', start!))
    .$if(end != null, (query) => query.where('created_at', '<', end!))
    .groupBy('banner_id')
    .as('counts');
  let query = ctx.db.selectFrom('banners').leftJoin(counts, 'counts.banner_id', 'banners.id');
  if (args.position) query = query.where('banners.position', '=', args.position);
  const search = args.search?.trim();
  if (search) query = query.where(foldedContains(sql`banners.name`, search));
  const views = sql<number>`coalesce(counts.views, 0)`;
  const clicks = sql<number>`coalesce(counts.clicks, 0)`;
  let ordered = query.selectAll('banners').select([views.as('views'), clicks.as('clicks')]);
  // Banners have no wishlist; "most interacted with" for them is most clicked.
  if (args.order === 'NAME') ordered = ordered.orderBy(sql`search_fold(banners.name)`);
  else if (args.order === 'VIEWS') ordered = ordered.orderBy(views, 'desc');
  else if (args.order === 'WISHLIST') ordered = ordered.orderBy(clicks, 'desc');
  else if (args.order === 'NEWEST') ordered = ordered.orderBy('banners.created_at', 'desc');
  ordered = ordered.orderBy(POSITION_ORDER).orderBy('banners.sort').orderBy('banners.id');
  const [rows, total] = await Promise.all([
    ordered.limit(window.perPage).offset(window.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return paginated(
    rows.map((row) => ({ ...row, views: Number(row.views), clicks: Number(row.clicks) })),
    Number(total.total),
    window,
  );
}

/** upsertBanner: a new banner, or changes to one in the request's language. */
export async function upsertBanner(ctx: GraphQLContext, args: MutationUpsertBannerArgs) {
  const existing = args.id != null && args.id !== '' ? await findBanner(ctx, args.id) : undefined;
  const name = requireText(ctx, args.name, 'name');
  let image: number | null = null;
  if (args.image_id != null && args.image_id !== '') {
    image = toId(args.image_id);
    const file = image == null ? undefined : await ctx.loaders.byId('storage_files').load(image);
    if (!file) throw refuse(ctx, 'notFound', 'image_id', 'NOT_FOUND');
  }
  const active_from = sent(args, 'active_from') ? (dateArg(args.active_from) ?? null) : (existing?.active_from ?? null);
  const active_to = sent(args, 'active_to') ? (dateArg(args.active_to) ?? null) : (existing?.active_to ?? null);
  checkWindow(ctx, active_from, active_to);
  const title = args.title?.trim() ?? '';
  const link = args.link?.trim() ?? '';
  const lang = ctx.lang === 1 ? 1 : 0;

  if (existing) {
    let sort = existing.sort;
    if (args.position !== existing.position) sort = args.sort ?? (await nextSort(ctx, args.position, existing.id));
    else if (args.sort != null) sort = args.sort;
    return ctx.db
      .updateTable('banners')
      .set({
        name,
        ...(sent(args, 'title') ? { titles: translationSql('titles', lang, title) } : {}),
        ...(sent(args, 'link') ? { links: translationSql('links', lang, link) } : {}),
        ...(sent(args, 'image_id') ? { image_ids: translatedIdSql('image_ids', lang, image) } : {}),
        position: args.position,
        sort,
        ...(args.active != null ? { active: args.active } : {}),
        active_from,
        active_to,
      })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const images: (number | null)[] = [null, null];
  images[lang] = image;
  return ctx.db
    .insertInto('banners')
    .values({
      name,
      // Until translated, the other language shows the same heading and link (and image, see imageId).
      titles: [title, title],
      image_ids: images,
      links: [link, link],
      position: args.position,
      sort: args.sort ?? (await nextSort(ctx, args.position)),
      active: args.active ?? true,
      active_from,
      active_to,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** deleteBanner: also taken out of the sliders and banner rows that show it. */
export async function deleteBanner(ctx: GraphQLContext, args: MutationDeleteBannerArgs) {
  const banner = await findBanner(ctx, args.id);
  await ctx.db.transaction().execute(async (trx) => {
    // Sliders and banner rows stop showing it; its events go with it (on delete cascade).
    await sql`update blocks set content = jsonb_set(content, '{banner_ids}', coalesce((
        select jsonb_agg(value) from jsonb_array_elements(content -> 'banner_ids') as value where value::text::integer <> ${banner.id}
      ), '[]'::jsonb))
      where type in (1, 2) and content -> 'banner_ids' @> ${JSON.stringify([banner.id])}::jsonb`.execute(trx);
    await trx.deleteFrom('banners').where('id', '=', banner.id).execute();
  });
  return done();
}

/** recordBannerEvent: a view or click of a banner. */
export async function recordBannerEvent(ctx: GraphQLContext, args: MutationRecordBannerEventArgs) {
  const banner = await findBanner(ctx, args.banner_id, 'banner_id');
  await ctx.db.insertInto('banner_events').values({ banner_id: banner.id, event: args.event, client: args.client?.trim().slice(0, 64) || null }).execute();
  return done();
}
