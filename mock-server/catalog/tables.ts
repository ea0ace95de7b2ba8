export type * from '../../fixtures/catalog/records';
export { isProductVisible } from '../../src/shared/rules/product-state';
export { processPriceRsd } from '../../src/shared/rules/pricing';
