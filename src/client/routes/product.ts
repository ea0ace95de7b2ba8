/** Route module: A product (`/proizvod[/…categories]/<id>/<slug>`). */
export { default } from '../storefront/product/ProductPage';
export { productData as loader } from '../storefront/product/data';
