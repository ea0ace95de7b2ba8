import type { SpecialListing } from '../../../../generated/client/graphql';
import type { StaticScreen } from '../../../shared/routing/route-table';

/** The special listings (spec §2) by screen, each the schema's product filter of the same name. */
export const SPECIAL_LISTINGS = {
  action: 'ACTION',
  new: 'NEW',
  popular: 'POPULAR',
  campaign: 'CAMPAIGN',
} as const satisfies Partial<Record<StaticScreen, SpecialListing>>;

export type SpecialScreen = keyof typeof SPECIAL_LISTINGS;

export const isSpecialScreen = (screen: string): screen is SpecialScreen => screen in SPECIAL_LISTINGS;
