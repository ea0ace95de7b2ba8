import { createMockDb, type MockDb } from '../../../mock-server/db';
import type { LiveVisitorState } from './visitors';

/**
 * The demo shop's sample visitors: the mock's six browsers (mock-server/live/tables.ts seedLive),
 * timed back from now, in both languages, one of them the signed-in demo shopper.
 */
export function demoLiveVisitors(demo: MockDb = createMockDb()): LiveVisitorState[] {
  return demo.liveVisitors.map(({ connections: _connections, history, ...visitor }) => ({
    ...visitor,
    history: history.map((visit) => ({ ...visit })),
  }));
}
