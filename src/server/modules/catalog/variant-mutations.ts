/**
 * saveProductVariants: the admin's variant editor saves a product's options, values and variants
 * whole (088_product_variants.sql, 089_variant_galleries.sql). The rules are the shared ones
 * (src/shared/rules/product-variants.ts); here the ids are checked against what the product owns,
 * the codes against other products, and the lists written in one transaction. The database then
 * gives the product its variants' summary (prices, stock), as after any other write of a variant.
 */
import { sql } from 'kysely';
import type { MutationSaveProductVariantsArgs, ProductOptionInput, ProductVariantInput } from '../../../../generated/resolvers';
import { variantProblems, type VariantProblem } from '../../../shared/rules/product-variants';
import { refuseArg as refuse } from '../../lib/admin-input';
import type { GraphQLContext } from '../../context';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { idOrUndefined } from './common';
import { allExist, codeTakenOr, existing } from './mutation-helpers';
import type { ProductRow } from './tables';

type Trx = Transaction<Database>;

/** The two languages' names as stored: Serbian required, English '' to show the Serbian. */
const namesOf = (names: readonly string[]): string[] => [names[0]?.trim() ?? '', names[1]?.trim() ?? ''];

/** The rule's refusal, about the first problem; a code taken twice is a conflict. */
function refuseProblem(ctx: GraphQLContext, problem: VariantProblem): never {
  refuse(ctx, problem.rule, problem.path, problem.rule === 'codeTaken' ? 'CONFLICT' : 'BAD_USER_INPUT');
}

/** The ids sent for items the product owns; an id it does not own is NOT_FOUND at its path. */
function ownedIds(ctx: GraphQLContext, sent: readonly { id?: string | null }[], owned: ReadonlySet<number>, path: string): (number | null)[] {
  return sent.map((item, index) => {
    if (item.id == null || item.id === '') return null;
    const id = idOrUndefined(item.id);
    if (id === undefined || !owned.has(id)) refuse(ctx, 'notFound', `${path}.${index}.id`, 'NOT_FOUND');
    return id;
  });
}

/** Options and their values written in order; the ids of every value, by option and position. */
async function writeOptions(trx: Trx, productId: number, options: readonly ProductOptionInput[], optionIds: (number | null)[], valueIds: (number | null)[][]): Promise<number[][]> {
  const keptOptions = optionIds.filter((id): id is number => id != null);
  await trx.deleteFrom('product_options').where('product_id', '=', productId).$if(keptOptions.length > 0, (q) => q.where('id', 'not in', keptOptions)).execute();
  const written: number[][] = [];
  for (const [o, option] of options.entries()) {
    const values = { names: namesOf(option.names), display: option.display === 'SWATCHES' ? 1 : 0, position: o + 1 };
    const id = optionIds[o] != null
      ? (await trx.updateTable('product_options').set(values).where('id', '=', optionIds[o]!).returning('id').executeTakeFirstOrThrow()).id
      : (await trx.insertInto('product_options').values({ ...values, product_id: productId }).returning('id').executeTakeFirstOrThrow()).id;
    const kept = valueIds[o]!.filter((value): value is number => value != null);
    await trx.deleteFrom('product_option_values').where('option_id', '=', id).$if(kept.length > 0, (q) => q.where('id', 'not in', kept)).execute();
    const ids: number[] = [];
    for (const [v, value] of option.values.entries()) {
      const row = { names: namesOf(value.names), swatch: option.display === 'SWATCHES' ? (value.swatch ?? '').toLowerCase() : null, position: v + 1 };
      const valueId = valueIds[o]![v];
      ids.push(
        valueId != null
          ? (await trx.updateTable('product_option_values').set(row).where('id', '=', valueId).returning('id').executeTakeFirstOrThrow()).id
          : (await trx.insertInto('product_option_values').values({ ...row, option_id: id }).returning('id').executeTakeFirstOrThrow()).id,
      );
    }
    written.push(ids);
  }
  return written;
}

/** A variant's row as the input gives it; a product's one variant shows the product's pictures, which the database keeps it in step with. */
function variantRow(product: ProductRow, variant: ProductVariantInput, valueIds: number[], position: number, galleries: Map<ProductVariantInput, number[]>) {
  const own = valueIds.length === 0;
  return {
    code: variant.code.trim(),
    value_ids: valueIds,
    price: variant.price,
    discount_price: variant.discount_price ?? null,
    stock: variant.stock,
    active: variant.active,
    image_id: own ? product.image_id : (idOrUndefined(variant.image_id) ?? null),
    gallery_ids: own ? [] : (galleries.get(variant) ?? []),
    position,
  };
}

/** The variants written in order: kept ones changed, new ones made, the rest deleted. */
async function writeVariants(trx: Trx, product: ProductRow, variants: readonly ProductVariantInput[], variantIds: (number | null)[], values: number[][], galleries: Map<ProductVariantInput, number[]>) {
  // Sold as one variant again: that variant is the product's own, with the product's id.
  const ids = values.length === 0 ? [product.id] : variantIds;
  const kept = ids.filter((id): id is number => id != null);
  await trx.deleteFrom('product_variants').where('product_id', '=', product.id).$if(kept.length > 0, (q) => q.where('id', 'not in', kept)).execute();
  // Codes may move between kept variants (a swap): those changing let go of theirs first, as the unique index checks each row.
  const stored = new Map((await trx.selectFrom('product_variants').select(['id', 'code']).where('product_id', '=', product.id).execute()).map((row) => [row.id, row.code]));
  const moving = ids.flatMap((id, i) => (id != null && stored.has(id) && stored.get(id)!.toLowerCase() !== variants[i]!.code.trim().toLowerCase() ? [id] : []));
  if (moving.length > 0) await trx.updateTable('product_variants').set({ code: sql`'\u0001' || id::text` }).where('id', 'in', moving).execute();
  for (const [i, variant] of variants.entries()) {
    const row = variantRow(product, variant, values.map((optionValues, o) => optionValues[variant.values[o]!]!), i + 1, galleries);
    const id = ids[i];
    if (id != null && stored.has(id)) await trx.updateTable('product_variants').set(row).where('id', '=', id).execute();
    else await trx.insertInto('product_variants').values({ ...row, product_id: product.id, ...(id != null ? { id } : {}) }).execute();
  }
}

export async function saveProductVariants(ctx: GraphQLContext, args: MutationSaveProductVariantsArgs): Promise<ProductRow> {
  const product = await existing(ctx, 'products', args.product_id, 'product_id');
  const { options, variants } = args;
  const problems = variantProblems(options, variants);
  if (problems.length > 0) refuseProblem(ctx, problems[0]!);

  const [storedOptions, storedValues, storedVariants] = await Promise.all([
    ctx.db.selectFrom('product_options').select('id').where('product_id', '=', product.id).execute(),
    ctx.db.selectFrom('product_option_values as v').innerJoin('product_options as o', 'o.id', 'v.option_id').select(['v.id', 'v.option_id']).where('o.product_id', '=', product.id).execute(),
    ctx.db.selectFrom('product_variants').select('id').where('product_id', '=', product.id).execute(),
  ]);
  const optionIds = ownedIds(ctx, options, new Set(storedOptions.map((row) => row.id)), 'options');
  // A value is kept only within the option it belongs to.
  const valueIds = options.map((option, o) =>
    ownedIds(ctx, option.values, new Set(storedValues.filter((value) => optionIds[o] != null && value.option_id === optionIds[o]).map((value) => value.id)), `options.${o}.values`),
  );
  const variantIds = ownedIds(ctx, variants, new Set(storedVariants.map((row) => row.id)), 'variants');

  const codes = variants.map((variant) => variant.code.trim().toLowerCase());
  const takenBy = await ctx.db
    .selectFrom('product_variants')
    .select(['product_id', sql<string>`lower(code)`.as('code')])
    .where(sql<boolean>`lower(code) = any(${codes}::text[])`)
    .where('product_id', '!=', product.id)
    .union(ctx.db.selectFrom('products').select(['id as product_id', sql<string>`lower(code)`.as('code')]).where(sql<boolean>`lower(code) = any(${codes}::text[])`).where('id', '!=', product.id))
    .execute();
  const taken = new Set(takenBy.map((row) => row.code));
  const takenAt = codes.findIndex((code) => taken.has(code));
  if (takenAt >= 0) refuse(ctx, 'codeTaken', `variants.${takenAt}.code`, 'CONFLICT');

  const galleries = new Map<ProductVariantInput, number[]>();
  for (const [i, variant] of variants.entries()) {
    if (variant.image_id != null && variant.image_id !== '') await existing(ctx, 'storage_files', variant.image_id, `variants.${i}.image_id`);
    galleries.set(variant, [...new Set(await allExist(ctx, 'storage_files', (variant.gallery_ids ?? []).filter((id) => id !== ''), `variants.${i}.gallery_ids`))]);
  }

  try {
    return await ctx.db.transaction().execute(async (trx) => {
      // One editor's save at a time per product: the second waits and then writes over the first whole.
      await trx.selectFrom('products').select('id').where('id', '=', product.id).forUpdate().execute();
      const values = await writeOptions(trx, product.id, options, optionIds, valueIds);
      await writeVariants(trx, product, variants, variantIds, values, galleries);
      return trx.updateTable('products').set({ updated_at: new Date() }).where('id', '=', product.id).returningAll().executeTakeFirstOrThrow();
    });
  } catch (error) {
    codeTakenOr(ctx, error);
  }
}
