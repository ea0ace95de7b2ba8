/// <reference types="vite/client" />
/**
 * Every storefront feature's texts (src/client/storefront/<feature>/messages.ts), by feature. The app
 * loads each with the screens that show it; the catalogue's tests read them all, and importing them
 * adds them to the storefront's dictionaries as loading their screens would.
 */
import type { FeatureMessages } from '../../../../../src/client/lib/i18n/messages-type';

const modules = import.meta.glob<{ messages: FeatureMessages }>('../../../../../src/client/storefront/*/messages.ts', { eager: true });

export const FEATURE_MESSAGES: Record<string, FeatureMessages> = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [/storefront\/([^/]+)\/messages\.ts$/.exec(path)![1]!, module.messages]),
);
