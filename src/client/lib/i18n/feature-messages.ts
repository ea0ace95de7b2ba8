import { messages as account } from '../../storefront/account/messages';
import { messages as blog } from '../../storefront/blog/messages';
import { messages as cart } from '../../storefront/cart/messages';
import { messages as checkout } from '../../storefront/checkout/messages';
import { messages as contact } from '../../storefront/contact/messages';
import { messages as order } from '../../storefront/order/messages';
import { messages as pages } from '../../storefront/pages/messages';
import { messages as product } from '../../storefront/product/messages';
import { messages as search } from '../../storefront/search/messages';
import { messages as shop } from '../../storefront/shop/messages';
import { messages as user } from '../../storefront/user/messages';
import { messages as wishlist } from '../../storefront/wishlist/messages';

import type { FeatureMessages } from './messages-type';

/** Every storefront feature's texts; each feature folder keeps its own in messages.ts. */
export const FEATURE_MESSAGES: Record<string, FeatureMessages> = {
  account,
  blog,
  cart,
  checkout,
  contact,
  order,
  pages,
  product,
  search,
  shop,
  user,
  wishlist,
};
