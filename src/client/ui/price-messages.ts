import { featureTranslation } from '../lib/i18n/feature-messages';
import type { FeatureMessages } from '../lib/i18n/messages-type';

/** The price's own words; keys start with 'price.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: { 'price.from': 'od' },
  en: { 'price.from': 'from' },
};

export const usePriceT = featureTranslation(messages);
