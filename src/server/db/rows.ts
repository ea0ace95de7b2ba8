// The row types GraphQL resolvers receive as their parent (codegen.ts ROW_MAPPERS points here).
// Each domain defines its own next to its table types.
export type * from '../modules/catalog/tables';
export type { CatalogImportRow } from '../modules/catalog-import/tables';
export type * from '../modules/cms/tables';
export type * from '../modules/orders/tables';
export type * from '../modules/storage/tables';
export type * from '../modules/users/tables';
export type * from '../modules/payments/tables';
export type * from '../modules/cyrillic/tables';
