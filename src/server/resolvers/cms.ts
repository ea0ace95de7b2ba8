// The cms domain's resolvers live in ./cms/ (pages, blocks, banners, settings, blog, inbox).
export { cmsResolvers } from './cms/index';
