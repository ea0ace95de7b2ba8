import { memo } from 'react';
import { useHydrated } from '../../lib/session/useHydrated';
import { LazyScreen } from '../chunks/LazyScreen';
import { PendingScreen } from '../seo/PendingScreen';
import type { RouteMatch } from '../routes/match-route';
import { storefrontRouteOf } from '../../routes';

/** The matched route's screen (a CMS page by its template), each in its own chunk; anything without a screen is the not-found screen. */
export const ScreenView = memo(function ScreenView({ match }: { match: RouteMatch }) {
  const chunk = storefrontRouteOf(match);
  const hydrated = useHydrated();
  if (!chunk) return <PendingScreen match={match} />;
  const screen = <LazyScreen key={chunk.name} name={chunk.name} load={chunk.load} />;
  if (!chunk.afterHydration) return screen;
  // A screen of the shopper's own is drawn after hydration in a box at least a screen high, so
  // neither its arrival nor its own loading moves what lies below it (the footer) on the first screen;
  // until then its spinner stands under the screen's own title (PendingScreen).
  return <div className="screen-personal">{hydrated ? screen : <PendingScreen match={match} />}</div>;
});
