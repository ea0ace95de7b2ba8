import type { RedisPlace } from '../../lib/redis-keys';
import type { ServerConfig } from '../../config';
import { createLiveService, type LiveService } from './service';
import type { LiveVisitorState } from './visitors';

/**
 * The server's live service. A demo shop (SEED=demo on a database the demo was loaded into: the
 * caller passes `demoVisitors` only then) opens with the demo's sample visitors on the site, holding
 * their channels while this server runs, unless someone is on the site already (another instance
 * sharing Redis has loaded them). The demo's visitors come from the caller (src/server/demo),
 * so this module does not import the seed that imports the modules.
 */
export async function startLiveService(config: RedisPlace & Pick<ServerConfig, 'seed'>, demoVisitors: (() => LiveVisitorState[]) | null): Promise<LiveService> {
  const live = createLiveService(config);
  try {
    // Visitors an instance left behind when it stopped without closing their channels are gone.
    await live.sweep();
    if (config.seed === 'demo' && demoVisitors) await live.loadDemoVisitors(demoVisitors());
  } catch (error) {
    await live.close();
    throw error;
  }
  return live;
}
