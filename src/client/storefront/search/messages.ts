import { featureTranslation } from '../../lib/i18n/feature-messages';
import type { FeatureMessages } from '../../lib/i18n/messages-type';

/** The search screen's and the header search's texts; keys start with 'search.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {
    'search.title': 'Pretraga',
    'search.seoDescription': 'Pretražite proizvode, kategorije, brendove i novosti u Izlogu.',
    'search.label': 'Šta tražite?',
    'search.hint': 'Unesite bar 2 slova da biste videli rezultate.',
    'search.searching': 'Tražimo…',
    'search.noResults': 'Nema rezultata za „{query}“. Proverite da li je reč dobro napisana ili probajte sa opštijim pojmom.',
    'search.products': 'Proizvodi',
    'search.productsShown': 'Proizvodi {from}–{to} od {total}.',
    'search.pages': 'Strane rezultata',
    'search.narrow': 'Suzite rezultate',
    'search.didYouMean': 'Da li ste mislili:',
    'search.showingResultsFor': 'Prikazani rezultati za:',
    'search.searchInsteadFor': 'Traži umesto toga:',
    'search.suggestions': 'Predlozi pretrage',
    'search.suggestionsProducts': 'Proizvodi',
    'search.suggestionsAll': 'Svi rezultati za „{query}“',
    'search.categories': 'Kategorije',
    'search.brands': 'Brendovi',
    'search.posts': 'Novosti',
  },
  en: {
    'search.title': 'Search',
    'search.seoDescription': 'Search Izlog for products, categories, brands and blog posts.',
    'search.label': 'What are you looking for?',
    'search.hint': 'Type at least 2 letters to see results.',
    'search.searching': 'Searching…',
    'search.noResults': 'No results for "{query}". Check the spelling or try a more general word.',
    'search.products': 'Products',
    'search.productsShown': 'Products {from}–{to} of {total}.',
    'search.pages': 'Result pages',
    'search.narrow': 'Narrow the results',
    'search.didYouMean': 'Did you mean:',
    'search.showingResultsFor': 'Showing results for:',
    'search.searchInsteadFor': 'Search instead for:',
    'search.suggestions': 'Search suggestions',
    'search.suggestionsProducts': 'Products',
    'search.suggestionsAll': 'All results for "{query}"',
    'search.categories': 'Categories',
    'search.brands': 'Brands',
    'search.posts': 'Blog posts',
  },
};

/** `t` with these texts: this feature's components import it from here (lib/i18n/feature-messages.ts). */
export const useT = featureTranslation(messages);
