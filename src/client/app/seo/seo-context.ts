import { createContext } from 'react';
import type { HeadData } from './head';

/** Lets the current screen put its SEO over the defaults. */
export const SeoContext = createContext<(head: HeadData | null) => void>(() => undefined);
