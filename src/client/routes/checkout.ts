/** Route module: Checkout (`/placanje`, `/checkout`): the cart priced by the server; rendered in the browser. */
export { default } from '../storefront/checkout/CheckoutPage';
