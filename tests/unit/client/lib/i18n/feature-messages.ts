/// <reference types="vite/client" />
/**
 * Every storefront feature's texts (src/client/storefront/<feature>/messages.ts) and those of the
 * shared pieces that have their own (src/client/ui/<piece>/messages.ts), by folder below src/client
 * ('storefront/order', 'ui/order'); each folder's keys start with its last name ('order.'). The app
 * loads each with the screens that show it; the catalogue's tests read them all, and importing them
 * adds them to the storefront's dictionaries as loading their screens would.
 */
import type { FeatureMessages } from '../../../../../src/client/lib/i18n/messages-type';

const modules = import.meta.glob<{ messages: FeatureMessages }>('../../../../../src/client/{storefront,ui}/*/messages.ts', { eager: true });

export const FEATURE_MESSAGES: Record<string, FeatureMessages> = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [/src\/client\/([^/]+\/[^/]+)\/messages\.ts$/.exec(path)![1]!, module.messages]),
);

/** The prefix of a folder's keys: its last name ('ui/order' → 'order'). */
export const keyPrefixOf = (folder: string) => folder.slice(folder.lastIndexOf('/') + 1);
