import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The admin's orders screens' texts; keys start with 'admin.orders.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
