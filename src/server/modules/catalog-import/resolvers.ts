/**
 * The admin's catalogue import and export. Checking, running and exporting read a whole file or
 * catalogue, so they count under the administrator's catalogImportAdmin throttle; the run goes on
 * after its answer, and the screen polls catalogImport for its progress.
 */
import type { CatalogImportAction, CatalogImportStatus } from '../../../../generated/resolvers';
import type { GraphQLContext } from '../../context';
import { translate, userError, type MessageKey } from '../../errors';
import { toId } from '../../lib/admin-input';
import { runInBackground } from '../../lib/background-jobs';
import { asResolvers, type DomainResolvers } from '../../lib/domain-resolvers';
import { shopDate } from '../../lib/shop-day';
import { ruleMessages } from '../../../shared/i18n/rule-messages';
import type { ImportEnv } from './check';
import { exportCatalog } from './export';
import { listStaged, stagingDir } from './images';
import { findImport, importRows } from './jobs';
import { IMPORT_LIMITS } from './limits';
import { addImages, claimRun, createImport, previewImport, runImport } from './service';
import type { StoredProblem } from './tables';

const envOf = (ctx: GraphQLContext): ImportEnv => ({ lang: ctx.lang, db: ctx.db, config: ctx.config, services: ctx.services });

/** Counts one expensive import or export call of the signed-in administrator. */
async function throttled(ctx: GraphQLContext): Promise<void> {
  await ctx.services.throttle.attempt(ctx.lang, [['catalogImportAdmin', `admin:${ctx.adminId ?? 'unknown'}`]]);
}

/** The import an id names, or NOT_FOUND on the field id. */
async function found(ctx: GraphQLContext, id: string | number) {
  const key = toId(id);
  const row = key === null ? undefined : await findImport(ctx.db, key);
  if (!row) throw userError(ctx.lang, 'notFound', { code: 'NOT_FOUND', field: 'id' });
  return row;
}

/** An import that is still a preview (images may be added, it may be checked again). */
async function inPreview(ctx: GraphQLContext, id: string) {
  const row = await found(ctx, id);
  if (row.status !== 'preview') throw userError(ctx.lang, 'importStarted', { code: 'CONFLICT', field: 'id' });
  return row;
}

const message = (lang: number, problem: StoredProblem) =>
  problem.key in ruleMessages ? translate(lang, problem.key as MessageKey, problem.params) : problem.key;

const resolvers: DomainResolvers<'catalogImport' | 'catalogExport', 'createCatalogImport' | 'addCatalogImportImages' | 'checkCatalogImport' | 'runCatalogImport'> = {
  Query: {
    catalogImport: async (_root, args, ctx) => {
      const id = toId(args.id);
      return (id === null ? undefined : await findImport(ctx.db, id)) ?? null;
    },
    catalogExport: async (_root, _args, ctx) => {
      await throttled(ctx);
      const { csv, rows } = await exportCatalog(ctx.db);
      return { file_name: `izlog-proizvodi-${shopDate(new Date())}.csv`, csv, rows };
    },
  },
  Mutation: {
    createCatalogImport: async (_root, args, ctx) => {
      // The size before the bytes: a file past the limit is never read into memory.
      if (args.file.size > IMPORT_LIMITS.fileBytes) throw userError(ctx.lang, 'uploadSize', { field: 'file', params: { max: IMPORT_LIMITS.fileBytes / 1024 / 1024 } });
      await throttled(ctx);
      const id = await createImport(envOf(ctx), ctx.adminId, args.file.name, new Uint8Array(await args.file.arrayBuffer()), 'upload');
      return found(ctx, id);
    },
    addCatalogImportImages: async (_root, args, ctx) => {
      const row = await inPreview(ctx, args.id);
      if (args.files.some((file) => file.size > IMPORT_LIMITS.imageBytes)) {
        throw userError(ctx.lang, 'uploadSize', { field: 'files', params: { max: IMPORT_LIMITS.imageBytes / 1024 / 1024 } });
      }
      const files = await Promise.all(args.files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
      await addImages(envOf(ctx), row.id, files);
      return found(ctx, row.id);
    },
    checkCatalogImport: async (_root, args, ctx) => {
      const row = await inPreview(ctx, args.id);
      await throttled(ctx);
      await previewImport(envOf(ctx), row.id);
      return found(ctx, row.id);
    },
    runCatalogImport: async (_root, args, ctx) => {
      const row = await found(ctx, args.id);
      await throttled(ctx);
      await claimRun(envOf(ctx), row.id);
      // The run goes on after the answer; its progress and outcome are in the import's record.
      runInBackground('catalogue import', runImport(envOf(ctx), row.id, ctx.services.contentVersion));
      return found(ctx, row.id);
    },
  },
  CatalogImport: {
    id: (row) => String(row.id),
    status: (row) => row.status.toUpperCase() as CatalogImportStatus,
    images_uploaded: async (row, _args, ctx) => (await listStaged(stagingDir(ctx.config.dataDir, row.id))).size,
    rows: async (row, args, ctx) => {
      const page = await importRows(ctx.db, row.id, args.page, args.first, args.errors_only === true);
      return {
        ...page,
        data: page.data.map((line) => ({
          line: line.line,
          code: line.code,
          name: line.name,
          action: line.action.toUpperCase() as CatalogImportAction,
          errors: line.errors.map((problem) => ({ column: problem.column, message: message(ctx.lang, problem) })),
        })),
      };
    },
  },
};

export const catalogImportResolvers = asResolvers(resolvers);
