import type { MockDb } from '../db';
import { placeholderPdf, placeholderSvg } from '../../fixtures/storage/placeholders';
import type { StorageFileRecord } from './tables';

const LARGE_SUFFIX = '-lg';
const SMALL_SUFFIX = '-sm';

/** The public URL of a stored file, or of its large/small variant (`name-lg.ext`, `name-sm.ext`). */
export function storageUrl(file: StorageFileRecord, variant: '' | typeof LARGE_SUFFIX | typeof SMALL_SUFFIX = ''): string {
  const isImage = file.mime.startsWith('image/');
  const name = variant && isImage ? file.name.replace(/(\.[^.]+)?$/, (ext) => variant + ext) : file.name;
  return `/storage/${file.bucket}/${file.folder}/${name}`;
}

/** The response for a /storage/* path: an uploaded file's bytes, or a generated image or document. */
export function mockStorageResponse(db: MockDb, pathname: string): Response | null {
  for (const file of db.storageFiles) {
    for (const [variant, scale] of [['', 1], [LARGE_SUFFIX, 1.5], [SMALL_SUFFIX, 0.3]] as const) {
      if (storageUrl(file, variant) !== pathname) continue;
      const headers = { 'cache-control': 'public, max-age=3600' };
      if (file.bytes) return new Response(new Uint8Array(file.bytes), { headers: { ...headers, 'content-type': file.mime } });
      if (file.mime === 'application/pdf') {
        return new Response(placeholderPdf(file.label ?? file.orig_name), { headers: { ...headers, 'content-type': file.mime } });
      }
      return new Response(placeholderSvg(file, scale), { headers: { ...headers, 'content-type': 'image/svg+xml' } });
    }
  }
  return null;
}
