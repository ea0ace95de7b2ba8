import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The admin's files screens' texts; keys start with 'admin.files.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
