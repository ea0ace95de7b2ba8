/** Route module: A password reset's e-mail (`/nalog/lozinka`). */
export { default } from '../storefront/account/PasswordEmailPage';
