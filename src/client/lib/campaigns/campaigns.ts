import { CAMPAIGNS_STORAGE_KEY, STORED_CAMPAIGNS_MAX } from '../../../shared/constants';
import { isCampaignCode } from '../../../shared/rules/catalog';
import { readJson, writeJson, type BrowserStorage } from '../browser-storage';

/**
 * The campaign codes a shopper arrived with (links carrying ?kampanja=CODE), kept in browser
 * storage, most recent first and at most 100 (spec §9). The latest is sent with wishlist adds and
 * product views.
 */

export interface StoredCampaign {
  code: string;
  /** When the shopper last arrived with it, milliseconds since 1970. */
  at: number;
}

/** The query parameter campaign links carry, the same in both languages. */
export const CAMPAIGN_QUERY_PARAM = 'kampanja';

export { isCampaignCode };

function isStoredCampaign(value: unknown): value is StoredCampaign {
  if (typeof value !== 'object' || value === null) return false;
  const { code, at } = value as Record<string, unknown>;
  return isCampaignCode(code) && typeof at === 'number' && Number.isFinite(at);
}

/** The stored campaigns, most recent first; stored data that is not such a list reads as none (spec §8). */
export function readCampaigns(storage: BrowserStorage | undefined): StoredCampaign[] {
  const stored = readJson(storage, CAMPAIGNS_STORAGE_KEY);
  if (!Array.isArray(stored) || !stored.every(isStoredCampaign)) return [];
  return stored.slice(0, STORED_CAMPAIGNS_MAX);
}

/** Records an arrival with a campaign: it moves to the front, the oldest beyond 100 drop off. Invalid codes are ignored. */
export function rememberCampaign(storage: BrowserStorage | undefined, code: unknown, at: number): StoredCampaign[] {
  const campaigns = readCampaigns(storage);
  if (!isCampaignCode(code)) return campaigns;
  const next = [{ code, at }, ...campaigns.filter((campaign) => campaign.code !== code)].slice(0, STORED_CAMPAIGNS_MAX);
  writeJson(storage, CAMPAIGNS_STORAGE_KEY, next);
  return next;
}

/** The code of the most recent campaign, for CreateWishlistAdded and RecordProductView; null without one. */
export function latestCampaign(storage: BrowserStorage | undefined): string | null {
  return readCampaigns(storage)[0]?.code ?? null;
}

/** The campaign code of a page's query string (`location.search`), if it carries a valid one. */
export function campaignFromSearch(search: string): string | undefined {
  const code = new URLSearchParams(search).get(CAMPAIGN_QUERY_PARAM)?.trim();
  return isCampaignCode(code) ? code : undefined;
}
