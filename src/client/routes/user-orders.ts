/** Route module: The shopper's orders (`/korisnik/porudzbine`); rendered in the browser. */
export { default } from '../storefront/user/UserOrdersPage';
