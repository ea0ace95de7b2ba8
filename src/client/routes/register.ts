/** Route module: Register (`/nalog/registracija`); rendered in the browser. */
export { default } from '../storefront/account/RegisterPage';
