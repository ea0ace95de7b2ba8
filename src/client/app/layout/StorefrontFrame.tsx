import { useLocation } from '../../lib/navigation';
import { LOGO_FIELD, SHOP_NAME_FIELD } from '../../../shared/rules/brand-images';
import type { SettingViewFragment } from '../../../../generated/client/graphql';
import { useGetSettingsQuery } from '../../../../generated/hooks';
import { useLiveChannel } from '../../lib/live/useLiveChannel';
import { useIsMobile } from '../../lib/session/useIsMobile';
import { useSession } from '../../lib/session/useSession';
import { useCampaignArrival } from '../../lib/campaigns/useCampaignArrival';
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

const NO_SETTINGS: readonly SettingViewFragment[] = [];

/**
 * Spec §4: every page the shopper opens is reported on the live channel, with whether the window is a
 * phone's. A component of its own: the channel's connection arriving after load, and the phone's flag
 * turning true as the page hydrates, re-render this alone, not the frame and the whole page below it.
 */
function LiveChannelReport() {
  const { clientId, sessionId } = useSession();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  useLiveChannel({ client: clientId, session: sessionId, isMobile, path: pathname });
  return null;
}

/**
 * Header, the screen and footer, in the session's language. The header, screen and footer are
 * memoised: a change of the language switch's paths (the screen tells them once its data is known)
 * re-renders the header, not the screen and footer too.
 */
export function StorefrontFrame({ match, pages, languagePaths }: Props) {
  useCampaignArrival();
  const settings = useGetSettingsQuery().data?.settings ?? NO_SETTINGS;
  const logo = settings.find((setting) => setting.field === LOGO_FIELD);
  const siteName = settings.find((setting) => setting.field === SHOP_NAME_FIELD)?.value || 'Izlog';
  return (
    <HeadManager paths={languagePaths}>
      <LiveChannelReport />
      <ScrollBehaviour />
      <Header pages={pages} languagePaths={languagePaths} logo={logo?.image} siteName={siteName} />
      <main id="main" tabIndex={-1}>
        <ScreenView match={match} />
      </main>
      <Footer pages={pages} settings={settings} siteName={siteName} />
    </HeadManager>
  );
}
