import { sql } from 'kysely';
import { foldedContains, paginated, pageWindow } from '../cms/lists';
import { toId } from '../cms/validate';
import { userError } from '../errors';
import { LARGE_SUFFIX, SMALL_SUFFIX, storageUrl } from '../storage/paths';
import { asResolvers, type DomainResolvers } from '../lib/domain-resolvers';
import { deleteFiles, uploadFile } from '../storage/service';
import { findUsages, usageName } from '../storage/usages';

const numericIds = (ids: readonly string[]) => ids.map(toId).filter((id) => id != null);

const resolvers: DomainResolvers<'storage' | 'storageUsages', 'uploadStorage' | 'deleteStorage' | 'updateStorage'> = {
  Query: {
    storage: async (_root, args, ctx) => {
      const window = pageWindow(args.page, args.first, 40);
      let query = ctx.db.selectFrom('storage_files');
      if (args.tab) query = query.where('tab', '=', args.tab);
      const search = args.search?.trim();
      if (search) {
        query = query.where(sql<boolean>`(${foldedContains(sql`orig_name`, search)} or ${foldedContains(sql`name`, search)} or ${foldedContains(sql`coalesce(alt, '')`, search)})`);
      }
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(window.perPage).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return paginated(rows, Number(count.total), window);
    },
    storageUsages: async (_root, args, ctx) => {
      const ids = numericIds(args.ids);
      const files = ids.length ? await ctx.db.selectFrom('storage_files').selectAll().where('id', 'in', ids).execute() : [];
      const usages = await findUsages(ctx.db, files);
      return usages.map((usage) => ({
        file_id: String(usage.file_id),
        kind: usage.kind,
        place: usage.place,
        id: String(usage.id),
        page_id: usage.page_id == null ? null : String(usage.page_id),
        name: usageName(usage, ctx.lang),
      }));
    },
  },
  Mutation: {
    uploadStorage: (_root, args, ctx) => uploadFile(ctx, args),
    deleteStorage: (_root, args, ctx) => deleteFiles(ctx, numericIds(args.ids), args.force === true),
    updateStorage: async (_root, args, ctx) => {
      const id = Number(args.id);
      const file = Number.isInteger(id) ? await ctx.db.selectFrom('storage_files').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
      if (!file) throw userError(ctx.lang, 'notFound', { code: 'NOT_FOUND', field: 'id' });
      const tab = args.tab?.trim();
      if (tab && !/^[A-Za-z0-9_-]{1,64}$/.test(tab)) throw userError(ctx.lang, 'invalidValue', { field: 'tab', params: { field: 'tab' } });
      const changes: { tab?: string; alt?: string | null } = {};
      if (tab) changes.tab = tab;
      if (args.alt != null) changes.alt = args.alt.trim() || null;
      if (Object.keys(changes).length === 0) return file;
      return ctx.db.updateTable('storage_files').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },
  },
  StorageFile: {
    url: (file) => storageUrl(file),
    url_lg: (file) => storageUrl(file, LARGE_SUFFIX),
    url_sm: (file) => storageUrl(file, SMALL_SUFFIX),
  },
};

export const storageResolvers = asResolvers(resolvers);
