import type { MockDb } from '../db';
import type { StorageFileRecord } from './tables';

const LARGE_SUFFIX = '-lg';
const SMALL_SUFFIX = '-sm';

/** The public URL of a stored file, or of its large/small variant (`name-lg.ext`, `name-sm.ext`). */
export function storageUrl(file: StorageFileRecord, variant: '' | typeof LARGE_SUFFIX | typeof SMALL_SUFFIX = ''): string {
  const isImage = file.mime.startsWith('image/');
  const name = variant && isImage ? file.name.replace(/(\.[^.]+)?$/, (ext) => variant + ext) : file.name;
  return `/storage/${file.bucket}/${file.folder}/${name}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A drawing that stands in for a photo: the record's colour with its label, at the variant's size. */
export function placeholderSvg(file: StorageFileRecord, scale: number): string {
  const width = Math.round((file.width ?? 800) * scale);
  const height = Math.round((file.height ?? 800) * scale);
  const fontSize = Math.max(12, Math.round(Math.min(width, height) / 12));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<rect width="100%" height="100%" fill="${file.color}"/>`
    + `<text x="50%" y="50%" fill="#ffffff" font-family="sans-serif" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">`
    + `${escapeXml(file.label ?? file.orig_name)}</text></svg>`;
}

/** A minimal one-page PDF naming the document, so links to mock documents open. */
export function placeholderPdf(title: string): string {
  const text = title.replace(/[()\\]/g, '').normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n`
    + `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n`
    + `4 0 obj<</Length ${text.length + 40}>>stream\nBT /F1 24 Tf 72 760 Td (${text}) Tj ET\nendstream endobj\n`
    + `5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
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
