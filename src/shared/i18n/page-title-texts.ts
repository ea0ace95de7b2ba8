import type { Translated } from './translated';

/** A page of a paged list after the first, in its title: "Prodavnica – strana 2", "Shop – page 2". */
export const PAGED_TITLE: Translated = ['{title} – strana {page}', '{title} – page {page}'];
