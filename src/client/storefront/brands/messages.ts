import { featureTranslation } from '../../lib/i18n/feature-messages';
import type { FeatureMessages } from '../../lib/i18n/messages-type';

/** The brands screen's texts (a brand's own listing speaks the shop's); keys start with 'brands.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {
    'brands.title': 'Brendovi',
    'brands.description': 'Svi brendovi u ponudi, sa njihovim proizvodima.',
    'brands.empty': 'Još nema brendova u ponudi.',
    'brands.count': 'Proizvoda:',
  },
  en: {
    'brands.title': 'Brands',
    'brands.description': 'Every brand we sell, with its products.',
    'brands.empty': 'There are no brands yet.',
    'brands.count': 'Products:',
  },
};

/** `t` with these texts: this feature's components import it from here (lib/i18n/feature-messages.ts). */
export const useT = featureTranslation(messages);
