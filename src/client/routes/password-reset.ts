/** Route module: A new password from the e-mail's link (`/nalog/resetuj/<token>`). */
export { default } from '../storefront/account/PasswordResetPage';
