import { setImmediate as nextTurn } from 'node:timers/promises';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** How long queries may run back to back before the event loop gets a turn. */
export const MAX_BUSY_MS = 10;

/**
 * PGlite runs each query synchronously on the main thread, and a query's promise chain goes on to
 * the next query without the event loop ever polling for I/O. Under a burst of requests the loop
 * could then go seconds without accepting a connection or reading a request: the first requests of
 * a burst waited for the whole burst (issue 22, a p99 of 12.6 s against a server-side p99 of 52 ms).
 * This plugin gives the loop a turn once queries have run back to back for MAX_BUSY_MS, so sockets
 * are read in turn, as on PostgreSQL where every query waits on the network.
 */
export function loopTurnsPlugin(maxBusyMs = MAX_BUSY_MS, now: () => number = performance.now.bind(performance)): KyselyPlugin {
  let busySince: number | null = null;
  return {
    transformQuery: (args: PluginTransformQueryArgs): RootOperationNode => args.node,
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const time = now();
      if (busySince === null) {
        busySince = time;
        // Any turn the loop takes before the next query ends this busy stretch.
        setImmediate(() => {
          busySince = null;
        });
      } else if (time - busySince >= maxBusyMs) {
        await nextTurn();
      }
      return args.result;
    },
  };
}
