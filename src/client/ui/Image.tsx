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

interface Props {
  image: ImageFragment | null | undefined;
  /** Used when the image has no alt text of its own; every image gets one. */
  alt: string;
  /** 'lg' for galleries and sliders, 'sm' for tiles; the default is the plain file. */
  size?: 'lg' | 'sm';
  /** The `sizes` attribute when the default for `size` does not fit where it is drawn. */
  sizes?: string;
  className?: string;
  /** Loaded at once: an image in the first screen. */
  eager?: boolean;
  /** The page's largest image (LCP): loaded eagerly and fetched before others. */
  priority?: boolean;
}

const srcSet = (variants: ImageFragment['variants'], format: 'avif' | 'webp') => variants.map((variant) => `${variant[format]} ${variant.width}w`).join(', ');

/**
 * A stored image, or the placeholder. Its width and height reserve its space before it loads; an
 * image with responsive variants is a <picture> offering AVIF, then WebP, in every width.
 */
export function Image({ image, alt, size, sizes, className, eager, priority }: Props) {
  const loading = eager || priority ? 'eager' : 'lazy';
  if (!image) return <img src={IMAGE_PLACEHOLDER} alt={alt} className={className} loading={loading} decoding="async" />;
  const src = (size === 'lg' ? image.url_lg : size === 'sm' ? image.url_sm : null) ?? image.url;
  const img = (
    <img
      src={src}
      alt={image.alt || alt}
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
