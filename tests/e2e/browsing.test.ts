/**
 * The Chromium flows that read the shop (browsing, listings, search, languages, hydration), as one
 * test file; tests/e2e/buying-and-admin.test.ts holds the flows that write (orders, accounts, the
 * admin). vitest 4 runs the files of a project limited to one worker only after every other project
 * has finished; as two files they are two tasks started first (tests/support/longest-chain-first.ts),
 * each with its own Chromium, while the rest of the suite shares the other workers: one file of
 * every flow was the suite's longest chain (411 s of a 774 s run).
 */
import './flows/filtering';
import './flows/graphiql';
import './flows/home';
import './flows/hydration-work';
import './flows/language-switch';
import './flows/returning-shopper';
import './flows/search-languages';
import './flows/server-rendering';
import './flows/shop';
import './flows/storefront-details';
