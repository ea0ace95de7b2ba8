/** Route module: The shop's listing (`/prodavnica[/…categories]`). */
export { default } from '../storefront/shop/ShopPage';
export { shopData as loader } from '../storefront/shop/data';
