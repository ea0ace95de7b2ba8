/** Route module: The shopper's profile and password (`/korisnik`); rendered in the browser. */
export { default } from '../storefront/user/UserDashboardPage';
