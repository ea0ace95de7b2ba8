import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The admin's catalog screens' texts; keys start with 'admin.catalog.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
