/** Route module: The wishlist (`/lista-zelja`, `/wishlist`): what the browser keeps; rendered in the browser. */
export { default } from '../storefront/wishlist/WishlistPage';
