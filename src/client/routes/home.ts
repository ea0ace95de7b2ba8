/** Route module: Home (`/`, `/home`): the home page's design blocks. */
export { default } from '../storefront/home/HomePage';
export { homeData as loader } from '../storefront/home/data';
