/**
 * The Chromium flows of the listings (filters, the shop, search) and the language switch, as one
 * test file beside tests/e2e/browsing.test.ts (which says why the flows are three files).
 */
import './flows/filtering';
import './flows/language-switch';
import './flows/cyrillic';
import './flows/search-languages';
import './flows/shop';
