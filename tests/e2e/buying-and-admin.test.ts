/**
 * The Chromium flows that write (a purchase, accounts, the admin, Live) and the checks that span
 * the whole app (accessibility, the content security policy), as one test file beside
 * tests/e2e/browsing.test.ts (which says why the flows are three files).
 */
import './flows/accessibility';
import './flows/account';
import './flows/admin-catalog';
import './flows/admin-content';
import './flows/admin-variants';
import './flows/app-shell';
import './flows/comforts';
import './flows/content-security-policy';
import './flows/live';
import './flows/purchase';
import './flows/transfer-qr';
import './flows/card-payment';
import './flows/variants';
