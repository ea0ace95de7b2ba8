/** Route module: Sign in (`/nalog/login`); rendered in the browser. */
export { default } from '../storefront/account/LoginPage';
