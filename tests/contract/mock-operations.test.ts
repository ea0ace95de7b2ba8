import { DEMO_TODAY } from '../../fixtures/clock';
import { startClockAt } from '../../src/server/dev/clock';
import { defineOperationSuite } from './support/operation-suite';

/**
 * Every operation on `npm run mock`: the real server over the demo snapshot with schema mocks
 * (src/server/dev/start-mock.ts), its clock fixed at the demo's today as src/server/dev/mock.ts
 * fixes it. In this file's own process (vitest forks one per file), so the examples' own clock
 * reads the same time as the mock's.
 */
startClockAt(DEMO_TODAY);

defineOperationSuite(async () => {
  // Loaded after the clock is fixed, as dev/mock.ts loads it.
  const { startMock } = await import('../../src/server/dev/start-mock');
  return startMock({ port: 0 });
});
