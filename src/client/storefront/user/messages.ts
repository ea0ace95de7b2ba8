import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The user screens' texts; keys start with 'user.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
