// STUB: replaced by the storage domain's engineer: the Kysely table types of its migration, and its row types.

export interface StorageTables {}

export type StorageFileRow = { id: number };
