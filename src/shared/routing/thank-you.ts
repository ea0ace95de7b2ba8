import type { LanguageId } from '../i18n/languages';

/** The order status page's last segment after checkout, by language: /porudzbina/<code>/hvala, /order/<code>/thank-you. */
export const THANK_YOU_SEGMENT: Record<LanguageId, string> = { 0: 'hvala', 1: 'thank-you' };

/** Whether a path segment asks for the thank-you step; either language's word counts, so a switched language keeps it. */
export function isThankYouSegment(segment: unknown): boolean {
  return typeof segment === 'string' && Object.values(THANK_YOU_SEGMENT).includes(segment.toLowerCase());
}
