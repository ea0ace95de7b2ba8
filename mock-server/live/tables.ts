import type { LiveVisitorRecord } from '../../fixtures/live/records';
import type { MockDb } from '../db';
import { nowIso } from '../lib/clock';
import {
  mostRecentFirst,
  newVisitor,
  seenAgain,
  stillOnSite,
  type Arrival,
} from '../../src/server/modules/live/visitors';

export type * from '../../fixtures/live/records';

/** On the site: its live channel is open, or its latest message is at most five minutes old. */
export function isOnSite(visitor: LiveVisitorRecord, now = Date.parse(nowIso())): boolean {
  return stillOnSite(visitor.connections > 0, visitor.last_seen_at, now);
}

/** Who is on the site now, most recent first. */
export function visitorsOnSite(db: MockDb): LiveVisitorRecord[] {
  const now = Date.parse(nowIso());
  return db.liveVisitors
    .filter((visitor) => isOnSite(visitor, now))
    .sort(mostRecentFirst);
}

/**
 * The visitor of a client id, seen now: created on its first message, starting over (new history)
 * with a new session. Visitors that have left are forgotten, so the table stays small.
 */
export function arriveVisitor(db: MockDb, arrival: Arrival, at: string): LiveVisitorRecord {
  const now = Date.parse(at);
  db.liveVisitors = db.liveVisitors.filter((visitor) => visitor.client === arrival.client || isOnSite(visitor, now));
  let visitor = db.liveVisitors.find((candidate) => candidate.client === arrival.client);
  if (!visitor) {
    visitor = { ...newVisitor(arrival, at), connections: 0 };
    db.liveVisitors.push(visitor);
  } else {
    seenAgain(visitor, arrival, isOnSite(visitor, now), at);
  }
  return visitor;
}
