/** Route module: Contact (`/kontakt`, `/contact`). */
export { default } from '../storefront/contact/ContactPage';
export { contactData as loader } from '../storefront/contact/data';
