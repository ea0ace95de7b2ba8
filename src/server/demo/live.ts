import { buildDemoLiveVisitors, type DemoShop } from '../../../fixtures';
import type { LiveVisitorState } from '../modules/live';

/**
 * The demo shop's sample visitors (fixtures/live): six browsers timed back from now, in both
 * languages, one of them the signed-in demo shopper.
 */
export function demoLiveVisitors(visitors: DemoShop['liveVisitors'] = buildDemoLiveVisitors()): LiveVisitorState[] {
  return visitors.map(({ connections: _connections, history, ...visitor }) => ({
    ...visitor,
    history: history.map((visit) => ({ ...visit })),
  }));
}
