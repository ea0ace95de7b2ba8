import type { ScreenModule } from './LazyScreen';

/**
 * Screen chunks already loaded, by their loader. The server loads the page's screen before it renders
 * and the browser before it hydrates, so both render the screen itself where React.lazy would first
 * show the spinner: the server's HTML holds the content, and hydration finds the same markup.
 */
const loaded = new Map<() => Promise<ScreenModule>, ScreenModule>();

export async function preloadChunk(load: () => Promise<ScreenModule>): Promise<void> {
  if (!loaded.has(load)) loaded.set(load, await load());
}

export function preloadedChunk(load: () => Promise<ScreenModule>): ScreenModule | undefined {
  return loaded.get(load);
}
