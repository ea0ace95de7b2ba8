import { useHydrated } from '../../lib/session/useHydrated';
import { LazyScreen } from '../chunks/LazyScreen';
import { PendingScreen } from '../seo/PendingScreen';
import type { RouteMatch } from '../routes/match-route';
import { screenChunkOf } from '../screens';

/** The matched screen (a CMS page by its template), each in its own chunk; anything without a screen is the not-found screen. */
export function ScreenView({ match }: { match: RouteMatch }) {
  const chunk = screenChunkOf(match);
  const hydrated = useHydrated();
  if (!chunk || (chunk.afterHydration && !hydrated)) return <PendingScreen match={match} />;
  return <LazyScreen key={chunk.name} name={chunk.name} load={chunk.load} />;
}
