/** Route module: An order by its code (`/porudzbina[/<code>[/hvala]]`); its data is the shopper's, loaded in the browser. */
export { default } from '../storefront/order/OrderPage';
