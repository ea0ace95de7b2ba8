import { featureTranslation } from '../../lib/i18n/feature-messages';
import type { FeatureMessages } from '../../lib/i18n/messages-type';

/** The pages screens' texts; keys start with 'pages.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {
    'pages.empty': 'Ova stranica još nema sadržaja.',
  },
  en: {
    'pages.empty': 'This page has no content yet.',
  },
};

/** `t` with these texts: this feature's components import it from here (lib/i18n/feature-messages.ts). */
export const useT = featureTranslation(messages);
