import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The admin's administrators screens' texts; keys start with 'admin.administrators.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
