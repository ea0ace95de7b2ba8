import { featureTranslation } from '../../lib/i18n/feature-messages';
import type { FeatureMessages } from '../../lib/i18n/messages-type';

/** The shop screens' texts (the shop, the special listings); keys start with 'shop.' and exist in both languages. The listing's own are ui/listing/messages.ts. */
export const messages: FeatureMessages = {
  sr: {
    'shop.title': 'Prodavnica',
    'shop.seo.description': 'Telefoni, računari, televizori, bela tehnika i mali kućni aparati po najboljim cenama.',
    'shop.special.action': 'Akcija',
    'shop.special.action.description': 'Proizvodi na akciji, po sniženim cenama.',
    'shop.special.new': 'Novo',
    'shop.special.new.description': 'Najnoviji proizvodi u ponudi.',
    'shop.special.popular': 'Popularno',
    'shop.special.popular.description': 'Proizvodi koje kupci najviše traže.',
    'shop.special.campaign': 'Kampanja',
    'shop.special.campaign.description': 'Proizvodi iz ponude kampanje.',
    'shop.campaign.none': 'Nijedna kampanja nije izabrana. Otvorite link kampanje da biste videli njene proizvode.',
  },
  en: {
    'shop.title': 'Shop',
    'shop.seo.description': 'Phones, computers, TVs, large and small home appliances at the best prices.',
    'shop.special.action': 'On sale',
    'shop.special.action.description': 'Products on sale, at reduced prices.',
    'shop.special.new': 'New',
    'shop.special.new.description': 'The newest products in our range.',
    'shop.special.popular': 'Popular',
    'shop.special.popular.description': 'The products shoppers ask for most.',
    'shop.special.campaign': 'Campaign',
    'shop.special.campaign.description': 'Products of the campaign.',
    'shop.campaign.none': 'No campaign is chosen. Open a campaign link to see its products.',
  },
};

/** `t` with these texts: this feature's components import it from here (lib/i18n/feature-messages.ts). */
export const useT = featureTranslation(messages);
