/**
 * Files as an administrator would pick them: the server tells a file's kind by its bytes (not its
 * name or declared type) and resizes images, so an upload test sends real ones.
 */
import sharp from 'sharp';

/** A small real image in `format`. */
export async function imageFile(name: string, format: 'png' | 'webp'): Promise<File> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } }).toFormat(format).toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: `image/${format}` });
}

/** A PDF of `size` bytes: the PDF signature, then filler. */
export function pdfFile(name: string, size: number): File {
  const head = new TextEncoder().encode('%PDF-1.4\n');
  const bytes = new Uint8Array(Math.max(size, head.length)).fill(0x20);
  bytes.set(head);
  return new File([bytes], name, { type: 'application/pdf' });
}
