/** The catalogue's rules that the server enforces and the apps apply before they ask. */
import { YOUTUBE_ID_LENGTH } from '../constants';

/** Categories nest at most this deep (spec §2: the shop's URLs carry up to three category segments). */
export const MAX_CATEGORY_DEPTH = 3;

/** A group campaign's code, carried in links (?kampanja=CODE): letters, digits, - and _, at most 255 characters (the API's text bound). */
const CAMPAIGN_CODE = /^[A-Za-z0-9_-]{1,255}$/;

export function isCampaignCode(value: unknown): value is string {
  return typeof value === 'string' && CAMPAIGN_CODE.test(value);
}

/** A YouTube video id (spec §5): 11 letters, digits, - and _. */
const YOUTUBE_ID = new RegExp(`^[A-Za-z0-9_-]{${YOUTUBE_ID_LENGTH}}$`);

export function isYoutubeId(value: string | null | undefined): value is string {
  return typeof value === 'string' && YOUTUBE_ID.test(value);
}
