/** The admin's product writes: upsert and delete. */
import type { MutationUpsertProductArgs } from '../../../../generated/resolvers';
import { replaceOwnedRows } from './owned-rows';
import { sql } from 'kysely';
import { PRODUCT_FEATURES } from '../../../shared/constants';
import type { GraphQLContext } from '../../context';
import type { ProductRow } from './tables';
import { positionAfter } from '../../lib/position-after';
import { idOrUndefined, youtubeIdOf } from './common';
import { writeSpecifications } from './specifications';
import { refuseArg as refuse, requireSlug, requireText } from '../../lib/admin-input';
import { translationInserts, translationUpdates } from '../../lib/translation-sql';
import { allExist, catalogTexts, codeTakenOr, existing, idOrNull, OK } from './mutation-helpers';

// ---- products ----

/** The schema's arguments of this mutation, as codegen types them. */
export type UpsertProductArgs = MutationUpsertProductArgs;

/** A Date from a DateTime argument; undefined when not sent, null when cleared. */
function moment(ctx: GraphQLContext, value: string | null | undefined, field: string): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  const time = Date.parse(value);
  if (!Number.isFinite(time)) refuse(ctx, 'invalidDateRange', field);
  return new Date(time);
}

/** Whether the product is sold in variants chosen by options (one of its variants has option values). */
async function hasOptions(db: GraphQLContext['db'], productId: number): Promise<boolean> {
  const found = await db.selectFrom('product_variants').select('id').where('product_id', '=', productId).where(sql<boolean>`value_ids <> '{}'`).limit(1).executeTakeFirst();
  return found !== undefined;
}

export async function upsertProduct(ctx: GraphQLContext, args: UpsertProductArgs): Promise<ProductRow> {
  const { lang } = ctx;
  const current = args.id != null && args.id !== '' ? await existing(ctx, 'products', args.id, 'id') : undefined;
  const code = requireText(ctx, args.code, 'code', 'upsertProduct');
  // A code names one thing to sell: another product, or a variant of another product (088_product_variants.sql).
  const sameCode = await ctx.db
    .selectFrom('products')
    .select('id')
    .where(sql<boolean>`lower(code) = lower(${code})`)
    .union(ctx.db.selectFrom('product_variants').select('product_id as id').where(sql<boolean>`lower(code) = lower(${code})`))
    .execute();
  if (sameCode.some((row) => row.id !== current?.id)) refuse(ctx, 'codeTaken', 'code', 'CONFLICT');
  const name = requireText(ctx, args.name, 'name');
  const slug = requireSlug(ctx, args.slug);
  if (!Number.isFinite(args.price) || args.price <= 0) refuse(ctx, 'invalidPrice', 'price');
  const discount = args.discount_price === undefined ? (current?.discount_price ?? null) : args.discount_price;
  if (discount != null && !(discount > 0 && discount < args.price)) refuse(ctx, 'discountNotBelowPrice', 'discount_price');
  if (!Number.isInteger(args.stock) || args.stock < 0) refuse(ctx, 'invalidStock', 'stock');
  // A product sold in variants shows their summary: its stock is theirs to change; a new price is every variant's.
  const withOptions = current ? await hasOptions(ctx.db, current.id) : false;
  if (withOptions && args.stock !== current!.stock) refuse(ctx, 'stockPerVariant', 'stock');
  const newPrices = withOptions && (args.price !== Number(current!.price) || discount !== (current!.discount_price == null ? null : Number(current!.discount_price)));
  const activeFrom = moment(ctx, args.active_from, 'active_from');
  const activeTo = moment(ctx, args.active_to, 'active_to');
  const from = activeFrom === undefined ? (current?.active_from ?? null) : activeFrom;
  const to = activeTo === undefined ? (current?.active_to ?? null) : activeTo;
  if (from && to && new Date(from).getTime() >= new Date(to).getTime()) refuse(ctx, 'invalidDateRange', 'active_to');
  if (args.brand_id != null && args.brand_id !== '') await existing(ctx, 'brands', args.brand_id, 'brand_id');
  const categoryIds = args.category_ids != null ? [...new Set(await allExist(ctx, 'categories', args.category_ids, 'category_ids'))] : null;
  if (args.image_id != null && args.image_id !== '') await existing(ctx, 'storage_files', args.image_id, 'image_id');
  const galleryIds = args.gallery_ids != null ? await allExist(ctx, 'storage_files', args.gallery_ids.filter((id) => id !== ''), 'gallery_ids') : null;
  const groupId = args.group_id === undefined ? (current?.group_id ?? null) : idOrNull(args.group_id);
  if (args.group_id != null && args.group_id !== '' && groupId == null) refuse(ctx, 'notFound', 'group_id', 'NOT_FOUND');
  if (groupId != null) await existing(ctx, 'groups', groupId, 'group_id');
  const groupFilters = new Set(
    groupId == null ? [] : (await ctx.db.selectFrom('filters').select('id').where('group_id', '=', groupId).execute()).map((filter) => filter.id),
  );
  for (const spec of args.specifications ?? []) {
    const filterId = idOrUndefined(spec.filter_id);
    if (filterId === undefined || !groupFilters.has(filterId)) refuse(ctx, 'notFound', 'specifications', 'NOT_FOUND');
  }
  const youtube = args.youtube === undefined ? undefined : args.youtube?.trim() || null;
  if (youtube && !youtubeIdOf(youtube)) refuse(ctx, 'invalidVideo', 'youtube');
  const connectedIds = args.connected_ids != null ? [...new Set(await allExist(ctx, 'products', args.connected_ids, 'connected_ids'))] : null;

  const features = args.features ?? (current ? null : PRODUCT_FEATURES);
  const texts = catalogTexts(args, name, slug);
  const values = {
    code,
    price: args.price,
    discount_price: discount,
    stock: args.stock,
    ...(args.new != null ? { new: args.new } : {}),
    ...(args.popular != null ? { popular: args.popular } : {}),
    ...(args.active != null ? { active: args.active } : {}),
    active_from: from,
    active_to: to,
    ...(args.brand_id !== undefined ? { brand_id: idOrNull(args.brand_id) } : {}),
    ...(args.image_id !== undefined ? { image_id: idOrNull(args.image_id) } : {}),
    group_id: groupId,
    ...(youtube !== undefined ? { youtube } : {}),
    ...(features
      ? {
          feature_connected: features.connected,
          feature_gallery: features.gallery,
          feature_specifications: features.specifications,
          feature_youtube: features.youtube,
          feature_price: features.price,
        }
      : {}),
    updated_at: new Date(),
  };

  try {
    return await ctx.db.transaction().execute(async (trx) => {
      let row: ProductRow;
      if (current) {
        row = await trx.updateTable('products').set({ ...values, ...translationUpdates(texts, lang) }).where('id', '=', current.id).returningAll().executeTakeFirstOrThrow();
        // Every variant at the new prices; the database then gives the product their summary again (088_product_variants.sql).
        if (newPrices) {
          await trx.updateTable('product_variants').set({ price: args.price, discount_price: discount }).where('product_id', '=', current.id).execute();
          row = await trx.selectFrom('products').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow();
        }
      } else {
        const last = await trx.selectFrom('products').select(sql<number>`coalesce(max(position), 0)`.as('max')).executeTakeFirstOrThrow();
        row = await trx
          .insertInto('products')
          .values({ ...values, ...translationInserts(texts, lang), position: positionAfter(last.max) })
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      const id = row.id;
      if (categoryIds) await replaceOwnedRows(trx, 'product_categories', id, categoryIds);
      if (galleryIds) await replaceOwnedRows(trx, 'product_gallery', id, galleryIds);
      await writeSpecifications(trx, id, lang, args.specifications, groupFilters);
      if (connectedIds) await replaceOwnedRows(trx, 'product_connections', id, connectedIds.filter((connected) => connected !== id));
      return row;
    });
  } catch (error) {
    codeTakenOr(ctx, error);
  }
}

export async function deleteProduct(ctx: GraphQLContext, args: { id: string }) {
  const product = await existing(ctx, 'products', args.id, 'id');
  // Its categories, gallery, values and connections cascade; orders keep their own copy.
  await ctx.db.deleteFrom('products').where('id', '=', product.id).execute();
  return OK;
}
