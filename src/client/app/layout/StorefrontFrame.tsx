import { useLocation } from '../../lib/navigation';
import { LOGO_FIELD, SHOP_NAME_FIELD } from '../../../shared/rules/brand-images';
import { useGetSettingsQuery } from '../../../../generated/hooks';
import { useLiveChannel } from '../../lib/live/useLiveChannel';
import { useSession } from '../../lib/session/useSession';
import { useCampaignArrival } from '../../storefront/wishlist/useCampaignArrival';
import type { RouteMatch } from '../routes/match-route';
import type { RoutePage } from '../routes/usePagesByLang';
import { HeadManager } from '../seo/HeadManager';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScreenView } from './ScreenView';
import { ScrollBehaviour } from './ScrollBehaviour';

interface Props {
  match: RouteMatch;
  pages: readonly RoutePage[] | undefined;
  languagePaths: readonly [string | undefined, string | undefined];
}

/** Header, the screen and footer, in the session's language. */
export function StorefrontFrame({ match, pages, languagePaths }: Props) {
  const { clientId, sessionId, isMobile } = useSession();
  const { pathname } = useLocation();
  // Spec §4: every page the shopper opens is reported on the live channel.
  useLiveChannel({ client: clientId, session: sessionId, isMobile, path: pathname });
  useCampaignArrival();
  const settings = useGetSettingsQuery().data?.settings ?? [];
  const logo = settings.find((setting) => setting.field === LOGO_FIELD);
  const siteName = settings.find((setting) => setting.field === SHOP_NAME_FIELD)?.value || 'Izlog';
  return (
    <HeadManager paths={languagePaths}>
      <ScrollBehaviour />
      <Header pages={pages} languagePaths={languagePaths} logo={logo?.image} siteName={siteName} />
      <main id="main" tabIndex={-1}>
        <ScreenView match={match} />
      </main>
      <Footer pages={pages} settings={settings} siteName={siteName} />
    </HeadManager>
  );
}
