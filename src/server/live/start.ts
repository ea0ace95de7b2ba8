import type { ServerConfig } from '../config';
import { demoLiveVisitors } from '../demo';
import { createLiveService, type LiveService } from './service';

/**
 * The server's live service. A demo shop (SEED=demo) opens with the demo's sample visitors on the
 * site, holding their channels while this server runs, unless someone is on the site already (another
 * instance sharing Redis has loaded them).
 */
export async function startLiveService(config: Pick<ServerConfig, 'redisUrl' | 'seed'>): Promise<LiveService> {
  const live = createLiveService(config);
  try {
    // Visitors an instance left behind when it stopped without closing their channels are gone.
    await live.sweep();
    if (config.seed === 'demo') await live.loadDemoVisitors(demoLiveVisitors());
  } catch (error) {
    await live.close();
    throw error;
  }
  return live;
}
