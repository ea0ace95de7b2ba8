import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The search screens' texts; keys start with 'search.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
