/** The kinds of file an upload may be, told by their bytes' signature, not the declared type. */
export interface FileKind {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/svg+xml' | 'application/pdf';
  extension: string;
  /** A raster image sharp resizes into -lg and -sm variants. */
  raster: boolean;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function svgKind(bytes: Uint8Array): FileKind | null {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  // An XML declaration, comments and a doctype may come before the root element.
  const rest = head.replace(/^\s*(<\?xml[\s\S]*?\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*/i, '');
  if (!/^<svg[\s>]/i.test(rest)) return null;
  // What an SVG may hold is the sanitiser's to decide (svg.ts), never a pattern's.
  return { mime: 'image/svg+xml', extension: '.svg', raster: false };
}

/** What the bytes are, or null when they are none of the allowed kinds. */
export function detectFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: '.jpg', raster: true };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', extension: '.png', raster: true };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { mime: 'image/gif', extension: '.gif', raster: true };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { mime: 'image/webp', extension: '.webp', raster: true };
  if (startsWith(bytes, ascii('%PDF-'))) return { mime: 'application/pdf', extension: '.pdf', raster: false };
  return svgKind(bytes);
}
