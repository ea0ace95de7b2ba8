import type { ScreenModule } from './chunks/LazyScreen';
import type { StaticScreen } from './routes/route-table';

/**
 * Each screen's chunk. Screens not built yet (issue 4's other parts) show the not-found screen until
 * their feature folder adds its loader here.
 */
export const SCREEN_LOADERS: Partial<Record<StaticScreen, () => Promise<ScreenModule>>> = {
  home: () => import('../storefront/home/HomePage'),
};

export const loadNotFound = (): Promise<ScreenModule> => import('./NotFound');
