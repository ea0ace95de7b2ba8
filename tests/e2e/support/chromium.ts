import { existsSync } from 'node:fs';

/** Debian's Chromium: the e2e tests and the Lighthouse benchmark never download a browser of their own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const hasChromium = existsSync(CHROMIUM_PATH);

export const MISSING_CHROMIUM =
  `End-to-end tests skipped: no Chromium at ${CHROMIUM_PATH}. ` +
  'Install it with `apt-get install -y chromium` (Debian; .ci/run does this), or point CHROMIUM_PATH at one.';

/** Headless flags that work as root in a container: no sandbox, no GPU, /tmp instead of a small /dev/shm. */
export const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--no-default-browser-check'];
