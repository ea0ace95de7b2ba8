/** The admin's brand, group and campaign writes. */
import type { MutationUpdateGroupArgs, MutationUpsertBrandArgs } from '../../../../generated/resolvers';
import { sql } from 'kysely';
import type { GraphQLContext } from '../../context';
import type { BrandRow, GroupCampaignRow, GroupRow } from './tables';
import { idOrUndefined, pick, withTranslation } from './common';
import { isCampaignCode } from '../../../shared/rules/catalog';
import { refuseArg as refuse, requireSlug, requireText } from '../../lib/admin-input';
import { translationInserts, translationSql, translationUpdates } from '../../lib/translation-sql';
import { catalogTexts, codeTakenOr, deleteRenumbered, existing, idOrNull, moveTo, OK, sentText } from './mutation-helpers';

// ---- brands ----

/** The schema's arguments of this mutation, as codegen types them. */
export type UpsertBrandArgs = MutationUpsertBrandArgs;

export async function upsertBrand(ctx: GraphQLContext, args: UpsertBrandArgs): Promise<BrandRow> {
  const { lang } = ctx;
  const current = args.id != null && args.id !== '' ? await existing(ctx, 'brands', args.id, 'id') : undefined;
  const name = requireText(ctx, args.name, 'name');
  const slug = requireSlug(ctx, args.slug);
  // A new brand gets its name and slug in both languages (brand names are rarely translated).
  const brands = await ctx.db.selectFrom('brands').select(['id', 'slugs']).execute();
  const taken = brands.some(
    (brand) => brand.id !== current?.id && (current ? [pick(brand.slugs, lang)] : [pick(brand.slugs, 0), pick(brand.slugs, 1)]).includes(slug),
  );
  if (taken) refuse(ctx, 'slugTaken', 'slug', 'CONFLICT');
  if (args.image_id != null && args.image_id !== '') await existing(ctx, 'storage_files', args.image_id, 'image_id');

  const texts = catalogTexts(args, name, slug);
  const image = args.image_id !== undefined ? { image_id: idOrNull(args.image_id) } : {};
  return ctx.db.transaction().execute(async (trx) => {
    const row = current
      ? await trx.updateTable('brands').set({ ...translationUpdates(texts, lang), ...image }).where('id', '=', current.id).returningAll().executeTakeFirstOrThrow()
      : await trx
          .insertInto('brands')
          .values({ ...translationInserts(texts, lang), names: [name, name], slugs: [slug, slug], ...image, position: brands.length + 1 })
          .returningAll()
          .executeTakeFirstOrThrow();
    if (args.position == null) return row;
    await moveTo(trx, 'brands', row.id, args.position);
    return trx.selectFrom('brands').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  });
}

export async function deleteBrand(ctx: GraphQLContext, args: { id: string }) {
  const brand = await existing(ctx, 'brands', args.id, 'id');
  // Its products lose their brand (on delete set null).
  return deleteRenumbered(ctx, 'brands', brand.id);
}

// ---- groups, filters and campaigns ----

export async function createGroup(ctx: GraphQLContext, args: { name: string; description?: string | null }): Promise<GroupRow> {
  const name = requireText(ctx, args.name, 'name');
  const count = await ctx.db.selectFrom('groups').select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
  return ctx.db
    .insertInto('groups')
    .values({
      position: Number(count.count) + 1,
      names: withTranslation(undefined, ctx.lang, name),
      descriptions: withTranslation(undefined, ctx.lang, args.description?.trim() ?? ''),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The schema's arguments of this mutation, as codegen types them. */
export type UpdateGroupArgs = MutationUpdateGroupArgs;

export async function updateGroup(ctx: GraphQLContext, args: UpdateGroupArgs): Promise<GroupRow> {
  const { lang } = ctx;
  const group = await existing(ctx, 'groups', args.id, 'id');
  const name = args.name != null ? requireText(ctx, args.name, 'name') : undefined;
  const ownFilters = await ctx.db.selectFrom('filters').selectAll().where('group_id', '=', group.id).execute();
  const inputs = args.filters?.map((input, index) => {
    const filterName = requireText(ctx, input.name, 'filters');
    const hasId = input.id != null && input.id !== '';
    const filter = hasId ? ownFilters.find((candidate) => candidate.id === idOrUndefined(input.id)) : undefined;
    if (hasId && !filter) refuse(ctx, 'notFound', 'filters', 'NOT_FOUND');
    return { filter, name: filterName, position: input.position ?? index + 1, index };
  });

  return ctx.db.transaction().execute(async (trx) => {
    const set = {
      ...translationUpdates({ names: name, descriptions: sentText(args.description) }, lang),
    };
    if (Object.keys(set).length) await trx.updateTable('groups').set(set).where('id', '=', group.id).execute();
    if (args.position != null) await moveTo(trx, 'groups', group.id, args.position);
    if (inputs) {
      const kept = new Set(inputs.map((input) => input.filter?.id).filter((id) => id !== undefined));
      const dropped = ownFilters.filter((filter) => !kept.has(filter.id)).map((filter) => filter.id);
      // Their values go with them (product_specifications cascade).
      if (dropped.length) await trx.deleteFrom('filters').where('id', 'in', dropped).execute();
      const ordered = [...inputs].sort((a, b) => a.position - b.position || a.index - b.index);
      for (const [index, input] of ordered.entries()) {
        if (input.filter) {
          await trx
            .updateTable('filters')
            .set({ names: translationSql('names', lang, input.name), position: index + 1 })
            .where('id', '=', input.filter.id)
            .execute();
        } else {
          await trx
            .insertInto('filters')
            .values({ group_id: group.id, position: index + 1, names: withTranslation(undefined, lang, input.name) })
            .execute();
        }
      }
    }
    return trx.selectFrom('groups').selectAll().where('id', '=', group.id).executeTakeFirstOrThrow();
  });
}

export async function deleteGroup(ctx: GraphQLContext, args: { id: string }) {
  const group = await existing(ctx, 'groups', args.id, 'id');
  // Filters (with their values) and campaigns cascade; products lose their group.
  return deleteRenumbered(ctx, 'groups', group.id);
}

export async function createGroupCampaign(
  ctx: GraphQLContext,
  args: { group_id: string; code: string; description?: string | null },
): Promise<GroupCampaignRow> {
  const groupId = requireText(ctx, args.group_id, 'group_id');
  const group = await existing(ctx, 'groups', groupId, 'group_id');
  const code = requireText(ctx, args.code, 'code');
  if (!isCampaignCode(code)) refuse(ctx, 'invalidCampaignCode', 'code');
  const taken = await ctx.db.selectFrom('group_campaigns').select('id').where(sql<boolean>`lower(code) = lower(${code})`).executeTakeFirst();
  if (taken) refuse(ctx, 'codeTaken', 'code', 'CONFLICT');
  try {
    return await ctx.db
      .insertInto('group_campaigns')
      .values({ group_id: group.id, code, description: args.description?.trim() || null })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    codeTakenOr(ctx, error);
  }
}

export async function deleteGroupCampaign(ctx: GraphQLContext, args: { id: string }) {
  const campaign = await existing(ctx, 'group_campaigns', args.id, 'id');
  // Its counted views and wishlist adds stay in the statistics (they carry the code).
  await ctx.db.deleteFrom('group_campaigns').where('id', '=', campaign.id).execute();
  return OK;
}
