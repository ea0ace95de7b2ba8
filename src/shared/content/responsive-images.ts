/**
 * How a stored image's AVIF and WebP widths are named: the one rule the server stores them by and
 * the client builds `srcset` from, so the API sends only the widths (StorageFile.variant_widths).
 */

/** The modern formats, smallest first: a browser takes the first one it reads. */
export const RESPONSIVE_FORMATS = ['avif', 'webp'] as const;
export type ResponsiveFormat = (typeof RESPONSIVE_FORMATS)[number];

/**
 * A responsive variant's name, or URL, from the original's: its extension replaced by
 * `-w<width>.<format>` (`photo.jpg` → `photo-w640.avif`, `/storage/public/2026/11/photo.jpg` →
 * `/storage/public/2026/11/photo-w640.avif`). An extension never spans a `/`, so a URL whose file has
 * none keeps its host's dots.
 */
export function responsiveName(original: string, width: number, format: ResponsiveFormat): string {
  return `${original.replace(/\.[^./]+$/, '')}-w${width}.${format}`;
}
