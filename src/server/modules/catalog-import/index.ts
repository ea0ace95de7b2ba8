/**
 * The catalogue import module's public entry: products from a CSV file (with a preview, an error per
 * row and progress) and the same format exported; the command line (scripts/import.ts) runs the same service.
 */
export { catalogImportResolvers } from './resolvers';
export { addImages, claimRun, createImport, previewImport, runImport } from './service';
export { exportCatalog } from './export';
export { findImport, importRows } from './jobs';
export { stagingDir } from './images';
export { IMPORT_LIMITS } from './limits';
export { zipEntries } from './zip-entries';
export type { ImportEnv } from './check';
export type { RunProgress } from './run';
export type { RowPlan } from './plan';
export type { CatalogImportRow, CatalogImportTables } from './tables';
