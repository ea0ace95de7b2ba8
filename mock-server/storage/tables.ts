export type { StorageFileRecord, StorageTables } from '../../fixtures/storage/records';
