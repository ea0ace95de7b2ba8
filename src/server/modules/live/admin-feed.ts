import { Repeater } from 'graphql-yoga';
import type { LiveService } from './service';
import { mostRecentFirst, type LiveVisitorState } from './visitors';

/** One push to an administrator's live screen (schema/live.graphql LiveVisitorChanges). */
export interface VisitorChanges {
  snapshot: boolean;
  visitors: LiveVisitorState[];
  left: string[];
}

/**
 * Who is on the site, for one administrator: everyone at once, then what changed since, at most
 * once per `intervalMs`. Changes are kept per visitor until they go out, so a burst of a thousand
 * page visits of one browser is one entry, and the work per push follows what changed, never the
 * size of the registry. Before each push `refusal` is asked whether the administrator may still
 * watch (a session that ended stops the feed with its error).
 */
export function visitorChangeFeed(
  live: LiveService,
  options: { intervalMs: number; refusal: () => Promise<Error | null> },
): Repeater<VisitorChanges> {
  return new Repeater<VisitorChanges>(async (push, stop) => {
    // Listen before the snapshot is read, so no change after it is missed (one already in it is sent again, harmlessly).
    const pending = new Map<string, LiveVisitorState | null>();
    const unsubscribe = live.onChange((change) => {
      if (change.type === 'visitor') pending.set(change.visitor.client, change.visitor);
      else pending.set(change.client, null);
    });
    let sending = false;
    const flush = async () => {
      if (sending || pending.size === 0) return;
      sending = true;
      try {
        const refused = await options.refusal();
        if (refused) return void stop(refused);
        const visitors: LiveVisitorState[] = [];
        const left: string[] = [];
        for (const [client, visitor] of pending) {
          if (visitor) visitors.push(visitor);
          else left.push(client);
        }
        pending.clear();
        await push({ snapshot: false, visitors: visitors.sort(mostRecentFirst), left });
      } catch (error) {
        stop(error);
      } finally {
        sending = false;
      }
    };
    let timer: ReturnType<typeof setInterval> | undefined;
    try {
      await push({ snapshot: true, visitors: await live.visitors(), left: [] });
      // Only after the snapshot, which a change must never overtake.
      timer = setInterval(() => void flush(), options.intervalMs);
    } catch (error) {
      stop(error);
    }
    await stop;
    clearInterval(timer);
    unsubscribe();
  });
}
