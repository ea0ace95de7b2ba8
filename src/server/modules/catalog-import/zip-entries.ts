/**
 * The files of a zip archive that `wanted` picks, read as it streams in (fflate), so an archive
 * much larger than the files taken never sits in memory whole: the command line's --images ZIP.
 */
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';

export interface ZipEntry {
  /** The entry's path inside the archive. */
  name: string;
  bytes: Uint8Array;
}

export async function zipEntries(chunks: AsyncIterable<Uint8Array>, wanted: (name: string) => boolean): Promise<ZipEntry[]> {
  const entries: ZipEntry[] = [];
  let failure: Error | null = null;
  const unzip = new Unzip((file: UnzipFile) => {
    if (file.name.endsWith('/') || !wanted(file.name)) return;
    const parts: Uint8Array[] = [];
    file.ondata = (error, data, final) => {
      if (error) {
        failure ??= error;
        return;
      }
      parts.push(data);
      if (!final) return;
      const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
      let offset = 0;
      for (const part of parts) {
        bytes.set(part, offset);
        offset += part.byteLength;
      }
      entries.push({ name: file.name, bytes });
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for await (const chunk of chunks) {
    unzip.push(chunk);
    if (failure) throw failure;
  }
  unzip.push(new Uint8Array(0), true);
  if (failure) throw failure;
  return entries;
}
