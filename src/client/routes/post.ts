/** Route module: A news post (`/vest/<id>/<slug>`). */
export { default } from '../storefront/blog/BlogPostPage';
export { postData as loader } from '../storefront/blog/data';
