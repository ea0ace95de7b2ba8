/** Route module: Every brand (`/brendovi`, `/brands`). */
export { default } from '../storefront/brands/BrandsPage';
export { brandsData as loader } from '../storefront/brands/data';
