import { useLocation } from '../../lib/navigation';
import { pathFor } from '../../../shared/routing/build-path';
import { useRouteMatch } from '../../app/routes/useRouteMatch';
import { CAMPAIGNS_STORAGE_KEY } from '../../../shared/constants';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { useStoredValue } from '../../lib/useStoredValue';
import { campaignFromSearch, latestCampaign } from '../../lib/campaigns/campaigns';
import { ProductListing } from '../../ui/listing/ProductListing';
import { SPECIAL_LISTINGS, isSpecialScreen, type SpecialScreen } from './special-listings';

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
