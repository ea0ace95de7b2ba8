import { DEMO_TODAY } from '../../fixtures/clock';
import { startClockAt } from '../../mock-server/clock';
import { defineOperationSuite } from './support/operation-suite';

/**
 * Every operation on `npm run mock`: the real server over the demo snapshot with schema mocks
 * (mock-server/start-mock.ts), its clock fixed at the demo's today as
 * `MOCK_NOW=2026-11-20T10:00:00Z npm run mock` fixes it. In this file's own process (vitest forks
 * one per file), so the examples' own clock reads the same time as the mock's.
 */
startClockAt(DEMO_TODAY);

defineOperationSuite(async () => {
  // Loaded after the clock is fixed, as mock-server/main.ts loads it.
  const { startMock } = await import('../../mock-server/start-mock');
  return startMock({ port: 0 });
});
