import { expect } from 'vitest';
import { ruleMessages } from '../../../src/shared/i18n/rule-messages';

/** The demo's first product, as its page asks for it. */
export const FIRST_PRODUCT = '{ product(id: 1) { name sold_out max_quantity brand { name } } }';

/** The storefront's lists: products, categories, brands and blog posts. */
export const SHOP_LISTS = `{
  products(first: 3) { data { id } paginatorInfo { total } }
  categories { id }
  brands { id }
  blogPosts(first: 3) { data { id } paginatorInfo { total } }
}`;

export const EMPTY_LISTS = {
  products: { data: [], paginatorInfo: { total: 0 } },
  categories: [],
  brands: [],
  blogPosts: { data: [], paginatorInfo: { total: 0 } },
};

/** What a steered error looks like: a failure of the server's, in the request's language (Serbian by default). */
export const STEERED_ERROR = { message: ruleMessages.unexpected[0], extensions: expect.objectContaining({ code: 'INTERNAL_SERVER_ERROR' }) };
