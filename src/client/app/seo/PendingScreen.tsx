import { useT } from '../../lib/i18n/useT';
import { Spinner } from '../../ui/Spinner';
import type { RouteMatch } from '../routes/match-route';
import { storefrontRouteOf } from '../../routes';
import { useSeo } from './useSeo';

/**
 * A screen not shown yet: its spinner, under the screen's own title where its route gives one (the
 * screens the browser renders, so the server's page and the first render have their titles).
 */
export function PendingScreen({ match }: { match: RouteMatch }) {
  const t = useT();
  const key = storefrontRouteOf(match)?.pendingTitle;
  useSeo(key ? { title: t(key) } : {});
  return <Spinner />;
}
