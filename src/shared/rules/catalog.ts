/** The catalogue's rules that the server enforces and the apps apply before they ask. */
import { YOUTUBE_ID_LENGTH } from '../constants';

/** Categories nest at most this deep (spec §2: the shop's URLs carry up to three category segments). */
export const MAX_CATEGORY_DEPTH = 3;

/** A group campaign's code, carried in links (?kampanja=CODE): letters, digits, - and _, at most 255 characters (the API's text bound). */
const CAMPAIGN_CODE = /^[A-Za-z0-9_-]{1,255}$/;

export function isCampaignCode(value: unknown): value is string {
  return typeof value === 'string' && CAMPAIGN_CODE.test(value);
}

/** A product's name with its variant's ("Patike Nike Air (42 / Crna)"), as a cart, an order and its e-mails name a line; the name alone without options. */
export function withVariantName(productName: string, variantName: string | null | undefined): string {
  return variantName ? `${productName} (${variantName})` : productName;
}

/** A YouTube video id (spec §5): 11 letters, digits, - and _. */
const YOUTUBE_ID = new RegExp(`^[A-Za-z0-9_-]{${YOUTUBE_ID_LENGTH}}$`);

export function isYoutubeId(value: string | null | undefined): value is string {
  return typeof value === 'string' && YOUTUBE_ID.test(value);
}
