import type { ImageFragment } from '../../../generated/client/graphql';

/** Shown where a record has no image (spec §9 placeholders). */
export const IMAGE_PLACEHOLDER = '/placeholder.svg';

interface Props {
  image: ImageFragment | null | undefined;
  /** Used when the image has no alt text of its own; every image gets one. */
  alt: string;
  /** 'lg' for galleries and sliders, 'sm' for tiles; the default is the plain file. */
  size?: 'lg' | 'sm';
  className?: string;
  eager?: boolean;
}

/** A stored image with its -lg/-sm variants and alt text, or the placeholder. */
export function Image({ image, alt, size, className, eager }: Props) {
  if (!image) return <img src={IMAGE_PLACEHOLDER} alt={alt} className={className} loading="lazy" />;
  const src = (size === 'lg' ? image.url_lg : size === 'sm' ? image.url_sm : null) ?? image.url;
  return (
    <img
      src={src}
      alt={image.alt || alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
