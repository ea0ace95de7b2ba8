import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The admin's live screens' texts; keys start with 'admin.live.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
