// STUB: replaced by the storage domain's engineer.
import type { MockDb } from '../../../../mock-server/db';
import type { Db } from '../database';
import type { SeedOptions } from './index';

export async function seedStorage(_db: Db, _demo: MockDb, _options: SeedOptions): Promise<void> {}
