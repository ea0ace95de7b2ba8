// STUB: replaced by the cms domain's engineer.
import type { MockDb } from '../../../../mock-server/db';
import type { Db } from '../database';
import type { SeedOptions } from './index';

export async function seedCms(_db: Db, _demo: MockDb, _options: SeedOptions): Promise<void> {}
