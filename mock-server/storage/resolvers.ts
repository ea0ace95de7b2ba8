import { userError } from '../../src/server/errors';
import type { MockContext, MockResolvers } from '../context';
import { nowIso } from '../lib/clock';
import { found, nextId } from '../lib/ids';
import { paginate } from '../../src/server/lib/paginate';
import { slugify } from '../../src/shared/slug';
import { newestFirst } from '../lib/sort';
import { matchesSearch } from '../../src/server/lib/search';
import { storageUrl } from './files';
import { readImageSize } from './image-size';
import type { StorageFileRecord } from './tables';
import { clearMockUsages, mockUsages } from './usages';
import { filesInUseMessage } from '../../src/server/modules/storage/usage-message';
import { usageName } from '../../src/server/modules/storage/usages';

/** What an upload may be, and how big (the real server applies the same limits). */
const ALLOWED_MIME_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml', 'application/pdf']);
const MAX_UPLOAD_MB = 10;

async function uploadStorage(
  _source: unknown,
  args: { file: File | null; bucket: string; tab?: string | null },
  { db, lang }: MockContext,
): Promise<StorageFileRecord> {
  if (!args.file || !args.bucket?.trim()) throw userError(lang, 'uploadRequired', { field: args.file ? 'bucket' : 'file' });
  if (!ALLOWED_MIME_TYPES.has(args.file.type)) throw userError(lang, 'uploadType', { field: 'file' });
  if (args.file.size > MAX_UPLOAD_MB * 1024 * 1024) {
    throw userError(lang, 'uploadSize', { field: 'file', params: { max: MAX_UPLOAD_MB } });
  }
  const bytes = new Uint8Array(await args.file.arrayBuffer());
  const size = readImageSize(bytes);
  const id = nextId(db.storageFiles);
  const extension = args.file.name.match(/\.[a-z0-9]+$/i)?.[0]?.toLowerCase() ?? '';
  const base = slugify(args.file.name.replace(/\.[^.]+$/, '')) || 'fajl';
  const now = nowIso();
  const record: StorageFileRecord = {
    id,
    name: `${base}-${id}${extension}`,
    orig_name: args.file.name,
    mime: args.file.type,
    width: size?.width ?? null,
    height: size?.height ?? null,
    alt: null,
    tab: args.tab?.trim() || 'general',
    bucket: args.bucket.trim(),
    folder: now.slice(0, 7).replace('-', '/'),
    size: args.file.size,
    created_at: now,
    label: null,
    color: '#ffffff',
    bytes,
  };
  db.storageFiles.push(record);
  return record;
}

export const storageResolvers: MockResolvers = {
  Query: {
    storageUsages: (_source, { ids }: { ids: string[] }, { db, lang }) =>
      mockUsages(db, new Set(ids.map(Number))).map((use) => ({
        ...use,
        file_id: String(use.file_id),
        id: String(use.id),
        page_id: use.page_id == null ? null : String(use.page_id),
        name: usageName(use, lang),
      })),
    storage: (_source, args: { first: number; page: number; search?: string | null; tab?: string | null }, { db }) =>
      paginate(
        db.storageFiles
          .filter((file) => (!args.tab || file.tab === args.tab) && matchesSearch(args.search, file.orig_name, file.name, file.alt))
          .sort(newestFirst),
        args.page,
        args.first,
      ),
  },
  Mutation: {
    uploadStorage,
    deleteStorage: (_source, { ids, force }: { ids: string[]; force?: boolean | null }, { db, lang }) => {
      const wanted = new Set(ids.map(Number));
      const uses = mockUsages(db, wanted);
      if (uses.length > 0 && !force) {
        const files = db.storageFiles.filter((file) => wanted.has(file.id));
        const named = uses.map((use) => ({ file_id: use.file_id, kind: use.kind, name: usageName(use, lang) }));
        return { success: false, error: filesInUseMessage(lang, files, named) };
      }
      clearMockUsages(db, wanted);
      db.storageFiles = db.storageFiles.filter((file) => !wanted.has(file.id));
      return { success: true, error: null };
    },
    updateStorage: (_source, args: { id: string; tab?: string | null; alt?: string | null }, { db, lang }) => {
      const file = found({ lang }, db.storageFiles, args.id);
      if (args.tab != null && args.tab.trim()) file.tab = args.tab.trim();
      if (args.alt != null) file.alt = args.alt.trim() || null;
      return file;
    },
  },
  StorageFile: {
    url: (file: StorageFileRecord) => storageUrl(file),
    url_lg: (file: StorageFileRecord) => storageUrl(file, '-lg'),
    url_sm: (file: StorageFileRecord) => storageUrl(file, '-sm'),
  },
};
