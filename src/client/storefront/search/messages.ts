import type { FeatureMessages } from '../../lib/i18n/messages-type';

/** The search screen's and the header search's texts; keys start with 'search.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {
    'search.title': 'Pretraga',
    'search.seoDescription': 'Pretražite proizvode, kategorije, brendove i novosti u Izlogu.',
    'search.label': 'Šta tražite?',
    'search.placeholder': 'Proizvod, brend, kategorija…',
    'search.hint': 'Unesite bar 2 slova da biste videli rezultate.',
    'search.searching': 'Tražimo…',
    'search.noResults': 'Nema rezultata za „{query}“. Proverite da li je reč dobro napisana ili probajte sa opštijim pojmom.',
    'search.products': 'Proizvodi',
    'search.productsShown': 'Prikazano {shown} od {total} proizvoda.',
    'search.categories': 'Kategorije',
    'search.brands': 'Brendovi',
    'search.posts': 'Novosti',
    'search.header': 'Pretraga prodavnice',
    'search.headerLabel': 'Pretraži prodavnicu',
    'search.submit': 'Traži',
  },
  en: {
    'search.title': 'Search',
    'search.seoDescription': 'Search Izlog for products, categories, brands and blog posts.',
    'search.label': 'What are you looking for?',
    'search.placeholder': 'Product, brand, category…',
    'search.hint': 'Type at least 2 letters to see results.',
    'search.searching': 'Searching…',
    'search.noResults': 'No results for "{query}". Check the spelling or try a more general word.',
    'search.products': 'Products',
    'search.productsShown': 'Showing {shown} of {total} products.',
    'search.categories': 'Categories',
    'search.brands': 'Brands',
    'search.posts': 'Blog posts',
    'search.header': 'Shop search',
    'search.headerLabel': 'Search the shop',
    'search.submit': 'Search',
  },
};
