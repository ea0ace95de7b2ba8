/**
 * Every Chromium flow (flows/*.ts), as one test file. vitest 4 runs the files of a project limited
 * to one worker only after every other project has finished, one after another; as one file they
 * are one task among the others, started first (tests/support/longest-chain-first.ts) on one of the
 * workers while the rest of the suite shares the others. Still one browser at a time.
 */
import './flows/accessibility';
import './flows/account';
import './flows/admin';
import './flows/app-shell';
import './flows/comforts';
import './flows/content-security-policy';
import './flows/filtering';
import './flows/home';
import './flows/hydration-work';
import './flows/language-switch';
import './flows/live';
import './flows/purchase';
import './flows/returning-shopper';
import './flows/search-languages';
import './flows/server-rendering';
import './flows/shop';
import './flows/storefront-details';
