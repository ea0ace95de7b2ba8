// STUB: replaced by the stats domain's engineer.
import type { MockDb } from '../../../../mock-server/db';
import type { Db } from '../database';
import type { SeedOptions } from './index';

export async function seedStats(_db: Db, _demo: MockDb, _options: SeedOptions): Promise<void> {}
