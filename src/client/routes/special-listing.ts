/** Route module: On sale, new, popular and a campaign's products (`/akcija`, `/novo`, `/popularno`, `/kampanja`). */
export { default } from '../storefront/shop/SpecialListingPage';
export { specialListingData as loader } from '../storefront/shop/data';
