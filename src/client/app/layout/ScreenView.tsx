import { Spinner } from '../../ui/Spinner';
import { LazyScreen } from '../chunks/LazyScreen';
import type { RouteMatch } from '../routes/match-route';
import { SCREEN_LOADERS, loadCmsPage, loadNotFound } from '../screens';

/** The matched screen (a CMS page by its template), each in its own chunk; anything without a screen is the not-found screen. */
export function ScreenView({ match }: { match: RouteMatch }) {
  if (match.kind === 'pending') return <Spinner />;
  const load = match.kind === 'static' ? SCREEN_LOADERS[match.screen] : match.kind === 'page' ? loadCmsPage : undefined;
  const name = !load ? 'not-found' : match.kind === 'static' ? match.screen : 'page';
  return <LazyScreen key={name} name={name} load={load ?? loadNotFound} />;
}
