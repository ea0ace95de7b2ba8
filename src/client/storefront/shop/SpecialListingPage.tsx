import { useLocation } from 'react-router-dom';
import type { SpecialListing } from '../../../../generated/client/graphql';
import { pathFor } from '../../../shared/routing/build-path';
import { useRouteMatch } from '../../app/routes/useRouteMatch';
import type { StaticScreen } from '../../../shared/routing/route-table';
import { CAMPAIGNS_STORAGE_KEY } from '../../../shared/constants';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';
import { useStoredValue } from '../../lib/useStoredValue';
import { campaignFromSearch, latestCampaign } from '../wishlist/campaigns';
import { ProductListing } from './listing/ProductListing';

/** The special listings (spec §2) by screen, each the schema's product filter of the same name. */
export const SPECIAL_LISTINGS = {
  action: 'ACTION',
  new: 'NEW',
  popular: 'POPULAR',
  campaign: 'CAMPAIGN',
} as const satisfies Partial<Record<StaticScreen, SpecialListing>>;

type SpecialScreen = keyof typeof SPECIAL_LISTINGS;

const isSpecialScreen = (screen: string): screen is SpecialScreen => screen in SPECIAL_LISTINGS;

/**
 * /akcija, /novo, /popularno and /kampanja: the shop's listing narrowed to one kind of product.
 * /kampanja lists the group of the campaign in its link (?kampanja=CODE), or of the latest one the
 * shopper arrived with.
 */
export default function SpecialListingPage() {
  const t = useT();
  const match = useRouteMatch();
  const { search } = useLocation();
  const { lang } = useSession();
  const screen: SpecialScreen = match.kind === 'static' && isSpecialScreen(match.screen) ? match.screen : 'action';
  const special = SPECIAL_LISTINGS[screen];
  const storedCampaign = useStoredValue(CAMPAIGNS_STORAGE_KEY, latestCampaign);
  const campaign = special === 'CAMPAIGN' ? (campaignFromSearch(search) ?? storedCampaign ?? undefined) : undefined;
  const title = t(`shop.special.${screen}`);

  if (special === 'CAMPAIGN' && !campaign) {
    return (
      <div className="shop">
        <h1>{title}</h1>
        <p className="empty">{t('shop.campaign.none')}</p>
      </div>
    );
  }
  return (
    <ProductListing
      key={screen}
      scope={{ special, campaign }}
      root={{ label: title, to: pathFor(screen, lang) }}
      seo={{ title, description: t(`shop.special.${screen}.description`) }}
    />
  );
}
