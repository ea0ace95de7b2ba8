import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The admin's users screens' texts; keys start with 'admin.users.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
