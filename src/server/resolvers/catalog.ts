export { catalogResolvers } from './catalog/index';
