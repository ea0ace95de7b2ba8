import { useContext } from 'react';
import type { PictureFragment, ThumbnailFragment } from '../../../generated/client/graphql';
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants';
import { RESPONSIVE_FORMATS, responsiveName, type ResponsiveFormat } from '../../shared/content/responsive-images';
import { ImagePreloadContext } from './image-preload';

/** Shown where a record has no image (spec §9 placeholders); its size reserves its space (public/placeholder.svg is 400×300). */
export const IMAGE_PLACEHOLDER = '/placeholder.svg';
const PLACEHOLDER_SIZE = { width: 400, height: 300 };

/**
 * How wide each size is drawn, for the browser to pick a width from srcset before layout: a tile is
 * half a phone's width (under the spec's 768 px) or a column of the grid; a large image fills a phone and the main column.
 */
const SIZES = {
  sm: `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px) 50vw, 320px`,
  lg: '(max-width: 960px) 100vw, 960px',
  full: '100vw',
} as const;

/**
 * Every image is described: by the file's alt text in the page's language (the API answers the
 * request's language's only), else by `alt`, what the place it is drawn in calls it in that language;
 * with `named`, by `alt` alone (a product's pictures, described from the product's name). One drawn
 * beside its own name inside the same link (`decorative`) has an empty alt, so a screen reader reads
 * the name once rather than twice.
 */
type Description = { alt: string; named?: boolean; decorative?: never } | { decorative: true; alt?: never; named?: never };

/** 'lg' for galleries and sliders, 'sm' for tiles (which need only the small file: Thumbnail); the default is the plain file. */
type Source = { image: PictureFragment | null | undefined; size?: 'lg' } | { image: ThumbnailFragment | null | undefined; size: 'sm' };

interface Drawing {
  /** The `sizes` attribute when the default for `size` does not fit where it is drawn. */
  sizes?: string;
  className?: string;
  /** Loaded at once: an image in the first screen. */
  eager?: boolean;
  /** The page's largest image (LCP): loaded eagerly and fetched before others; the first one on a server-rendered page is preloaded from its head. */
  priority?: boolean;
}

type Props = Description & Source & Drawing;

/** One format's widths as `srcset`, each named from the original's URL by the server's rule. */
const srcSet = (image: ThumbnailFragment, format: ResponsiveFormat) =>
  image.variant_widths.map((width) => `${responsiveName(image.url, width, format)} ${width}w`).join(', ');
/** The head preloads the <picture>'s first source, the one a browser that reads it takes. */
const PRELOADED = RESPONSIVE_FORMATS[0];

/**
 * A stored image, or the placeholder. Its width and height reserve its space before it loads; an
 * image with responsive variants is a <picture> offering AVIF, then WebP, in every width.
 */
export function Image(props: Props) {
  const { alt, decorative, named, size, sizes, className, eager, priority } = props;
  const preload = useContext(ImagePreloadContext);
  const loading = eager || priority ? 'eager' : 'lazy';
  const text = decorative ? '' : named ? alt : props.image?.alt || alt;
  if (!props.image) return <img src={IMAGE_PLACEHOLDER} {...PLACEHOLDER_SIZE} alt={text} className={className} loading={loading} decoding="async" />;
  const { image } = props;
  const src = props.size === 'sm' ? props.image.url_sm : props.size === 'lg' ? props.image.url_lg : props.image.url;
  const drawn = sizes ?? SIZES[size ?? 'full'];
  // A server render runs no effects: the first priority image claims the head's preload as it renders.
  if (priority && preload && !preload.image) {
    preload.image = image.variant_widths.length === 0 ? { href: src } : { srcset: srcSet(image, PRELOADED), sizes: drawn, type: `image/${PRELOADED}` };
  }
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
  if (image.variant_widths.length === 0) return img;
  return (
    <picture>
      {RESPONSIVE_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(image, format)} sizes={drawn} />
      ))}
      {img}
    </picture>
  );
}
