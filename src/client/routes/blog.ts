/** Route module: The news posts (`/novosti`). */
export { default } from '../storefront/blog/BlogListPage';
export { blogListData as loader } from '../storefront/blog/data';
