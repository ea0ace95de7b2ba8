/**
 * The images an import still needs, taken from what the administrator chose: a folder's files, or
 * the entries of a ZIP archive (read in the browser with fflate, loaded only when a ZIP is chosen).
 * Names are matched as the server matches them: the last path segment, case aside.
 */
import { execute } from '../../lib/graphql';
import { AddCatalogImportImagesDocument } from '../../../../generated/hooks';

/** What one request carries: the server's multipart parser takes at most ten files. */
export const IMAGES_PER_REQUEST = 10;

export const imageKey = (name: string) => (name.split(/[\\/]/).pop() ?? name).toLowerCase();

/** The chosen files whose names the import needs, and the needed names none of them has. */
export async function pickImages(source: readonly File[] | File | null, needed: readonly string[]): Promise<{ files: File[]; missing: string[] }> {
  const wanted = new Set(needed.map(imageKey));
  let files: File[] = [];
  if (Array.isArray(source)) {
    files = source.filter((file) => wanted.has(imageKey(file.name)));
  } else if (source) {
    const { unzipSync } = await import('fflate');
    const bytes = new Uint8Array(await (source as File).arrayBuffer());
    const entries = unzipSync(bytes, { filter: (entry) => !entry.name.endsWith('/') && wanted.has(imageKey(entry.name)) });
    files = Object.entries(entries).map(([name, data]) => new File([data as BlobPart], name.split(/[\\/]/).pop() ?? name));
  }
  const found = new Set(files.map((file) => imageKey(file.name)));
  return { files, missing: needed.filter((name) => !found.has(imageKey(name))) };
}

/** Sends the images to the import, ten a request, telling `onSent` how many have gone. */
export async function sendImages(id: string, files: readonly File[], onSent: (sent: number) => void): Promise<void> {
  for (let start = 0; start < files.length; start += IMAGES_PER_REQUEST) {
    const batch = files.slice(start, start + IMAGES_PER_REQUEST);
    await execute(AddCatalogImportImagesDocument, { id, files: batch });
    onSent(start + batch.length);
  }
}
