/** Route module: An e-mail address confirmed from the e-mail's link (`/nalog/potvrdi/<token>`); rendered in the browser. */
export { default } from '../storefront/account/VerifyEmailPage';
