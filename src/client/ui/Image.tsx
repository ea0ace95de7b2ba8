import type { ImageFragment } from '../../../generated/client/graphql';

/** Shown where a record has no image (spec §9 placeholders). */
export const IMAGE_PLACEHOLDER = '/placeholder.svg';

/**
 * How wide each size is drawn, for the browser to pick a width from srcset before layout: a tile is
 * half a phone's width or a column of the grid; a large image fills a phone and the main column.
 */
const SIZES = {
  sm: '(max-width: 640px) 50vw, 320px',
  lg: '(max-width: 960px) 100vw, 960px',
  full: '100vw',
} as const;

/**
 * Every image is described (`alt`, used when the file has no alt text of its own), except one drawn
 * beside its own name inside the same link (`decorative`): its alt is empty, so a screen reader
 * reads the name once rather than twice.
 */
type Description = { alt: string; decorative?: never } | { decorative: true; alt?: never };

type Props = Description & {
  image: ImageFragment | null | undefined;
  /** 'lg' for galleries and sliders, 'sm' for tiles; the default is the plain file. */
  size?: 'lg' | 'sm';
  /** The `sizes` attribute when the default for `size` does not fit where it is drawn. */
  sizes?: string;
  className?: string;
  /** Loaded at once: an image in the first screen. */
  eager?: boolean;
  /** The page's largest image (LCP): loaded eagerly and fetched before others. */
  priority?: boolean;
};

const srcSet = (variants: ImageFragment['variants'], format: 'avif' | 'webp') => variants.map((variant) => `${variant[format]} ${variant.width}w`).join(', ');

/**
 * A stored image, or the placeholder. Its width and height reserve its space before it loads; an
 * image with responsive variants is a <picture> offering AVIF, then WebP, in every width.
 */
export function Image({ image, alt, decorative, size, sizes, className, eager, priority }: Props) {
  const loading = eager || priority ? 'eager' : 'lazy';
  const text = decorative ? '' : (image?.alt || alt);
  if (!image) return <img src={IMAGE_PLACEHOLDER} alt={text} className={className} loading={loading} decoding="async" />;
  const src = (size === 'lg' ? image.url_lg : size === 'sm' ? image.url_sm : null) ?? image.url;
  const img = (
    <img
      src={src}
      alt={text}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      className={className}
      loading={loading}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (image.variants.length === 0) return img;
  const drawn = sizes ?? SIZES[size ?? 'full'];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image.variants, 'avif')} sizes={drawn} />
      <source type="image/webp" srcSet={srcSet(image.variants, 'webp')} sizes={drawn} />
      {img}
    </picture>
  );
}
