/** The admin's file library; the queries live in files.ts, service.ts and usages.ts. */
import type { StorageFileRow } from '../../db/rows';
import { toId } from '../../lib/admin-input';
import { asResolvers, type DomainResolvers } from '../../lib/domain-resolvers';
import { filesByIds, listFiles, updateFile } from './files';
import { LARGE_SUFFIX, responsiveKey, SMALL_SUFFIX, urlKey } from './paths';
import { variantHeight } from './responsive';
import { deleteFiles, uploadFile } from './service';
import { findUsages, usageName } from './usages';

const numericIds = (ids: readonly string[]) => ids.map(toId).filter((id) => id != null);

/** A file's responsive widths, narrowest first; none without a known size (the variants could not be drawn). */
const widthsOf = (file: StorageFileRow): number[] =>
  file.width && file.height ? [...file.variant_widths].sort((a, b) => a - b) : [];

const resolvers: DomainResolvers<'storage' | 'storageFile' | 'storageUsages', 'uploadStorage' | 'deleteStorage' | 'updateStorage'> = {
  Query: {
    storage: (_root, args, ctx) => listFiles(ctx.db, args),
    storageFile: async (_root, args, ctx) => (await filesByIds(ctx.db, numericIds([args.id])))[0] ?? null,
    storageUsages: async (_root, args, ctx) => {
      const usages = await findUsages(ctx.db, await filesByIds(ctx.db, numericIds(args.ids)), ctx.services.files);
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
    updateStorage: (_root, args, ctx) => updateFile(ctx, args),
  },
  StorageFile: {
    url: (file, _args, ctx) => ctx.services.files.publicUrl(urlKey(file)),
    url_lg: (file, _args, ctx) => ctx.services.files.publicUrl(urlKey(file, LARGE_SUFFIX)),
    url_sm: (file, _args, ctx) => ctx.services.files.publicUrl(urlKey(file, SMALL_SUFFIX)),
    // The request language's own text only: a Serbian alt on an English page is what issue 24 found.
    alt: (file, _args, ctx) => file.alts[ctx.lang === 1 ? 1 : 0] || null,
    alts: (file) => [file.alts[0] ?? '', file.alts[1] ?? ''],
    variant_widths: widthsOf,
    variants: (file, _args, ctx) => {
      const original = { width: file.width ?? 0, height: file.height ?? 0 };
      return widthsOf(file).map((width) => ({
        width,
        height: variantHeight(original, width),
        avif: ctx.services.files.publicUrl(responsiveKey(file, width, 'avif')),
        webp: ctx.services.files.publicUrl(responsiveKey(file, width, 'webp')),
      }));
    },
  },
};

export const storageResolvers = asResolvers(resolvers);
