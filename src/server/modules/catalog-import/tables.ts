import type { ColumnType, Generated, Selectable } from 'kysely';

export type ImportStatus = 'preview' | 'running' | 'done' | 'failed';
export type ImportAction = 'create' | 'update' | 'unchanged';

/** catalog_imports: one uploaded CSV file, its preview's counts and its run's progress. */
export interface CatalogImportsTable {
  id: Generated<number>;
  admin_id: number | null;
  file_name: string;
  csv: string;
  status: ColumnType<ImportStatus, ImportStatus | undefined, ImportStatus>;
  rows_total: ColumnType<number, number | undefined, number>;
  rows_create: ColumnType<number, number | undefined, number>;
  rows_update: ColumnType<number, number | undefined, number>;
  rows_unchanged: ColumnType<number, number | undefined, number>;
  rows_with_errors: ColumnType<number, number | undefined, number>;
  rows_done: ColumnType<number, number | undefined, number>;
  images_needed: ColumnType<string[], string[] | undefined, string[]>;
  images_bytes: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  finished_at: Date | null;
}

/** One problem of a row as stored: its column and the message key with its placeholders. */
export interface StoredProblem {
  column: string;
  key: string;
  params?: Record<string, string | number>;
}

/** catalog_import_rows: each product row of an import as the last check or run found it. */
export interface CatalogImportRowsTable {
  import_id: number;
  line: number;
  code: string;
  name: string;
  action: ImportAction;
  errors: ColumnType<StoredProblem[], string, string>;
}

export interface CatalogImportTables {
  catalog_imports: CatalogImportsTable;
  catalog_import_rows: CatalogImportRowsTable;
}

/** An import as the CatalogImport resolvers receive it (without its file). */
export type CatalogImportRow = Omit<Selectable<CatalogImportsTable>, 'csv'>;
