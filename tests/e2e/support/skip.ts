import { hasChromium, MISSING_CHROMIUM } from './chromium';

/** For describe.skipIf: true (and says how to fix it) when there is no Chromium to drive. */
export function withoutChromium(): boolean {
  if (!hasChromium) console.warn(MISSING_CHROMIUM);
  return !hasChromium;
}
