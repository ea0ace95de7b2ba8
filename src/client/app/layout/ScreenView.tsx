import { useHydrated } from '../../lib/session/useHydrated';
import { Spinner } from '../../ui/Spinner';
import { LazyScreen } from '../chunks/LazyScreen';
import type { RouteMatch } from '../routes/match-route';
import { screenChunkOf } from '../screens';

/** The matched screen (a CMS page by its template), each in its own chunk; anything without a screen is the not-found screen. */
export function ScreenView({ match }: { match: RouteMatch }) {
  const chunk = screenChunkOf(match);
  const hydrated = useHydrated();
  if (!chunk || (chunk.afterHydration && !hydrated)) return <Spinner />;
  return <LazyScreen key={chunk.name} name={chunk.name} load={chunk.load} />;
}
