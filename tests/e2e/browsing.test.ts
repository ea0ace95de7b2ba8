/**
 * The Chromium flows that read the shop's pages (rendering, hydration, the home page, a returning
 * shopper), as one test file; tests/e2e/listings-and-languages.test.ts holds the listings, search
 * and the language switch, and tests/e2e/buying-and-admin.test.ts the flows that write (orders,
 * accounts, the admin). vitest 4 runs the files of a project limited to one worker only after every
 * other project has finished; as three files they are three tasks started first
 * (tests/support/longest-chain-first.ts), each with its own Chromium, while the rest of the suite
 * shares the other workers. As two files the longer one was the suite's longest chain (306 s of a
 * 560 s run); as three, each holds about 150 s of flows.
 */
import './flows/graphiql';
import './flows/home';
import './flows/hydration-work';
import './flows/returning-shopper';
import './flows/server-rendering';
import './flows/storefront-details';
