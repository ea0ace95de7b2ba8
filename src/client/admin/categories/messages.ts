import type { FeatureMessages } from '../../lib/i18n/messages-type';

/** The category tree's and form's texts; keys start with 'admin.catalog.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {
    'admin.catalog.categories.tree': 'Stablo kategorija',
    'admin.catalog.categories.empty': 'Još nema kategorija. Dodajte prvu dugmetom „Nova kategorija“.',
    'admin.catalog.categories.sortHint': 'Prevucite kategoriju za ručicu ⠿ na mesto druge kategorije istog nivoa (mišem ili prstom), ili fokusirajte ručicu i pomerite je razmakom i strelicama, ili koristite dugmad ↑ ↓.',
    'admin.catalog.categories.counts': 'proizvoda: {products} · pregleda: {views} · u listi želja: {wishlist}',
    'admin.catalog.categories.sorted': 'Redosled kategorija je sačuvan.',
    'admin.catalog.category.new': 'Nova kategorija',
    'admin.catalog.category.notFound': 'Ova kategorija ne postoji ili je obrisana.',
    'admin.catalog.category.placement': 'Mesto u stablu',
    'admin.catalog.category.parent': 'Nadređena kategorija',
    'admin.catalog.category.topLevel': 'Nema (glavna kategorija)',
    'admin.catalog.category.image': 'Slika kategorije',
    'admin.catalog.category.saved': 'Kategorija „{name}“ je sačuvana.',
    'admin.catalog.category.delete': 'Obriši kategoriju',
    'admin.catalog.category.deleteQuestion': 'Obrisati kategoriju „{name}“? Proizvodi ostaju, ali više nisu u njoj.',
    'admin.catalog.category.deleted': 'Kategorija „{name}“ je obrisana.',
  },
  en: {
    'admin.catalog.categories.tree': 'Category tree',
    'admin.catalog.categories.empty': 'There are no categories yet. Add the first with "New category".',
    'admin.catalog.categories.sortHint': "Drag a category by its ⠿ handle onto another one's place at the same level (mouse or finger), or focus the handle and move it with Space and the arrow keys, or use the ↑ ↓ buttons.",
    'admin.catalog.categories.counts': 'products: {products} · views: {views} · wishlists: {wishlist}',
    'admin.catalog.categories.sorted': 'The order of the categories has been saved.',
    'admin.catalog.category.new': 'New category',
    'admin.catalog.category.notFound': 'This category does not exist or has been deleted.',
    'admin.catalog.category.placement': 'Place in the tree',
    'admin.catalog.category.parent': 'Parent category',
    'admin.catalog.category.topLevel': 'None (top-level category)',
    'admin.catalog.category.image': 'Category image',
    'admin.catalog.category.saved': 'Category "{name}" has been saved.',
    'admin.catalog.category.delete': 'Delete category',
    'admin.catalog.category.deleteQuestion': 'Delete the category "{name}"? Its products stay, but are no longer in it.',
    'admin.catalog.category.deleted': 'Category "{name}" has been deleted.',
  },
};
