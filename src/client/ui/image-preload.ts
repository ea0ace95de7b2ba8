import { createContext } from 'react';

/** An image the page's head asks for before the scripts: `<link rel="preload" as="image" fetchpriority="high">`. */
export interface ImagePreload {
  /** The file itself, for an image without responsive variants. */
  href?: string;
  /** The AVIF widths (`imagesrcset`), which the `<picture>` picks first, and how wide it is drawn (`imagesizes`). */
  srcset?: string;
  sizes?: string;
  /** The MIME type of `srcset`: a browser that cannot show it skips the preload, as its `<picture>` skips that source. */
  type?: string;
}

/**
 * A server render's slot for the page's largest image: the first image drawn with `priority` (the
 * LCP candidate: the product's photo, home's first slide, a listing's first banner) writes itself
 * here as it renders, and the server puts it in the head. Null in the browser.
 */
export const ImagePreloadContext = createContext<{ image: ImagePreload | null } | null>(null);
