import { demoClock, type DemoClock } from '../../../fixtures/clock';
import type { Db } from '../../../src/server/db/database';
import { readDemoToday } from '../../../src/server/demo';

/** The dates of the demo a server's database holds (it is dated back from the day it was loaded). */
export async function demoClockOf(db: Db): Promise<DemoClock> {
  const today = await readDemoToday(db);
  if (!today) throw new Error('not a demo shop: no demo was loaded into this database');
  return demoClock(today);
}
