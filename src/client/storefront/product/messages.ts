import { featureTranslation } from '../../lib/i18n/feature-messages';
import type { FeatureMessages } from '../../lib/i18n/messages-type';

/** The product screens' texts; keys start with 'product.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {
    'product.notFound': 'Proizvod nije pronađen.',
    'product.notFoundHint': 'Proizvod je možda uklonjen ili više nije u ponudi. Pogledajte slične proizvode u prodavnici.',
    'product.backToShop': 'Nazad u prodavnicu',
    'product.breadcrumbs': 'Putanja',
    'product.gallery': 'Galerija slika',
    'product.showImage': 'Prikaži sliku',
    'product.of': 'od',
    'product.code': 'Šifra',
    'product.brand': 'Brend',
    'product.inStock': 'Na stanju',
    'product.outOfStock': 'Trenutno nije na stanju',
    'product.priceOnRequest': 'Cena na upit',
    'product.description': 'Opis',
    'product.specifications': 'Specifikacija',
    'product.video': 'Video',
    'product.videoTitle': 'Video o proizvodu',
    'product.videoPlay': 'Pusti video',
    'product.connected': 'Uz ovaj proizvod preporučujemo',
    'product.recentlyViewed': 'Nedavno ste pogledali',
    'product.banners': 'Iz naše ponude',
  },
  en: {
    'product.notFound': 'Product not found.',
    'product.notFoundHint': 'It may have been removed or is no longer on offer. Find similar products in the shop.',
    'product.backToShop': 'Back to the shop',
    'product.breadcrumbs': 'Breadcrumbs',
    'product.gallery': 'Image gallery',
    'product.showImage': 'Show image',
    'product.of': 'of',
    'product.code': 'Code',
    'product.brand': 'Brand',
    'product.inStock': 'In stock',
    'product.outOfStock': 'Currently out of stock',
    'product.priceOnRequest': 'Price on request',
    'product.description': 'Description',
    'product.specifications': 'Specifications',
    'product.video': 'Video',
    'product.videoTitle': 'Product video',
    'product.videoPlay': 'Play the video',
    'product.connected': 'Goes well with',
    'product.recentlyViewed': 'Recently viewed',
    'product.banners': 'From our offer',
  },
};

/** `t` with these texts: this feature's components import it from here (lib/i18n/feature-messages.ts). */
export const useT = featureTranslation(messages);
