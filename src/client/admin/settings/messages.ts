import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The admin's settings screens' texts; keys start with 'admin.settings.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
