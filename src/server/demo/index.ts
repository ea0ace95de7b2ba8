export type { SeedOptions } from './options';
export { seedDemoShop } from './seed';
export { isDemoSeeded, markDemoSeeded, readDemoToday } from './marker';
export { describeDemoStart, startDemo, type DemoStart } from './start';
export { demoLiveVisitors, demoShopVisitors } from './live';
/**
 * The load day tests fix their clock at, the rule that makes a load moment the demo's today (its
 * records are dated back from it), and its sign-in accounts, for the rest of src/.
 */
export { DEMO_TODAY, demoToday } from '../../../fixtures/clock';
export { DEMO_ADMIN, DEMO_USER } from '../../../fixtures/users/accounts';
