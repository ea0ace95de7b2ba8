/**
 * The checks of what a storefront sends on the live channel (src/server/modules/live/resolvers.ts).
 */
import { userError } from '../../errors';

/** A storefront path: one leading slash, no spaces (not a full or protocol-relative URL). */
export const PAGE_PATH = /^\/(?!\/)\S{0,2047}$/;

/**
 * Longest client id, session id, subject and type kept. The storefront's are far shorter (a 6
 * character session, a client id of about a dozen); the cap keeps a flood of sends from filling the
 * visitor registry with megabyte keys.
 */
export const LIVE_TEXT_MAX = 64;

/** The trimmed value of a required text argument; refused when empty or longer than LIVE_TEXT_MAX. */
export function requiredLiveText(lang: number, field: string, value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (!text) throw userError(lang, 'required', { field, params: { field } });
  if (text.length > LIVE_TEXT_MAX) throw userError(lang, 'tooLong', { field, params: { max: LIVE_TEXT_MAX } });
  return text;
}

export interface LiveMessageArgs {
  client: string;
  session: string;
  message: { subject: string; type: string; name: string };
}

/**
 * A sendLiveMessage checked: client, session, subject and type required; a page visit (subject
 * history, type page) names a storefront path, which comes back as `pagePath` (null for other messages).
 */
export function checkLiveMessage(lang: number, args: LiveMessageArgs): { client: string; session: string; pagePath: string | null } {
  const client = requiredLiveText(lang, 'client', args.client);
  const session = requiredLiveText(lang, 'session', args.session);
  const { subject, type, name } = args.message;
  requiredLiveText(lang, 'subject', subject);
  requiredLiveText(lang, 'type', type);
  const isPageVisit = subject === 'history' && type === 'page';
  if (isPageVisit && !PAGE_PATH.test(name)) throw userError(lang, 'invalidPagePath', { field: 'name' });
  return { client, session, pagePath: isPageVisit ? name : null };
}
