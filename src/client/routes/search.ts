/** Route module: Search (`/pretraga?q=`); its results load in the browser as the shopper types. */
export { default } from '../storefront/search/SearchPage';
