import { Spinner } from '../../ui/Spinner';
import { LazyScreen } from '../chunks/LazyScreen';
import type { RouteMatch } from '../routes/match-route';
import { SCREEN_LOADERS, loadNotFound } from '../screens';

/** The matched screen, each in its own chunk; anything without a screen is the not-found screen. */
export function ScreenView({ match }: { match: RouteMatch }) {
  if (match.kind === 'pending') return <Spinner />;
  const load = match.kind === 'static' ? SCREEN_LOADERS[match.screen] : undefined;
  const name = load && match.kind === 'static' ? match.screen : 'not-found';
  return <LazyScreen key={name} name={name} load={load ?? loadNotFound} />;
}
