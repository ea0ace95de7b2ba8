import { createContext } from 'react';
import type { AlternateParams } from '../routes/alternate-params';
import type { ImagePreload } from '../../ui/image-preload';
import type { HeadData } from './head';

/**
 * What a server render learns while it renders: effects never run there, so useSeo and
 * useAlternateParams write into this as they render; the server turns it into the page's head.
 * Null in the browser.
 */
export interface HeadCollector {
  /** The shop's address as the visitor sees it. */
  origin: string;
  page: HeadData | null;
  alternates: AlternateParams[];
  /** The page's largest image, which its first `priority` image gives (ImagePreloadContext). */
  image: ImagePreload | null;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);
