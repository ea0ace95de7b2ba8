import { PRODUCTS_PER_ROW } from '../../../shared/constants';

/** Rows of products on one page of a listing; a page always fills whole rows. */
const ROWS_PER_PAGE = 6;

export const PRODUCTS_PER_PAGE = PRODUCTS_PER_ROW * ROWS_PER_PAGE;
