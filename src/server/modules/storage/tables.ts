import type { ColumnType, Generated, Selectable } from 'kysely';

/** storage_files: an uploaded file; its bytes are under DATA_DIR/storage/<bucket>/<folder>/<name>. */
export interface StorageFilesTable {
  id: Generated<number>;
  name: string;
  orig_name: string;
  mime: string;
  width: number | null;
  height: number | null;
  /** Alt texts by language index (Serbian, English); '' where a language has none. */
  alts: ColumnType<string[], string[] | undefined, string[]>;
  tab: ColumnType<string, string | undefined, string>;
  bucket: string;
  folder: string;
  size: ColumnType<number, number | undefined, number>;
  /** Widths of the AVIF and WebP variants beside the original (paths.ts names them); empty for none. */
  variant_widths: ColumnType<number[], number[] | undefined, number[]>;
  /** False while the variants' job has not made the -lg, -sm and responsive variants yet: their addresses are the original's. */
  variants_ready: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface StorageTables {
  storage_files: StorageFilesTable;
}

/** A file as the StorageFile resolvers receive it. */
export type StorageFileRow = Selectable<StorageFilesTable>;
