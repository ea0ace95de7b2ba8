import { buildDemoLiveVisitors, demoToday, type DemoShop } from '../../../fixtures';
import type { LiveVisitorState } from '../modules/live';

/**
 * The demo shop's sample visitors (fixtures/live): six browsers timed back from now, in both
 * languages, one of them the signed-in demo shopper; by default those of a demo loaded now.
 */
export function demoLiveVisitors(visitors: DemoShop['liveVisitors'] = buildDemoLiveVisitors(demoToday(new Date()))): LiveVisitorState[] {
  return visitors.map(({ connections: _connections, history, ...visitor }) => ({
    ...visitor,
    history: history.map((visit) => ({ ...visit })),
  }));
}

/** The sample visitors of a demo shop loaded with `today` (readDemoToday): the same browsers on every start. */
export function demoShopVisitors(today: Date): LiveVisitorState[] {
  return demoLiveVisitors(buildDemoLiveVisitors(today));
}
