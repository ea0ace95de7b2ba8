/**
 * The change log (src/server/cache/change-log.ts): an entry is stale only when one of its own tags
 * changed after its stamp, and a stale entry may be sent while it is rebuilt for at most 2 s after
 * the change that made it stale.
 */
import { expect, test } from 'vitest';
import { changeLog, STALE_SERVED_MS } from '../../../../src/server/cache/change-log';

const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

test('an entry is stale only when a tag it shows changed after its stamp', () => {
  const log = changeLog(100);
  const stamp = log.stamp();
  log.record(new Set(['products:1']));
  expect(log.freshness(['products:2', 'listing:c:7'], stamp)).toBe('fresh');
  expect(log.freshness(['products:1'], stamp)).not.toBe('fresh');
  // Built after the change: fresh.
  expect(log.freshness(['products:1'], log.stamp())).toBe('fresh');
  // A change of everything touches every entry.
  const later = log.stamp();
  log.record(null);
  expect(log.freshness(['products:2'], later)).not.toBe('fresh');
});

test('a stale entry is servable for STALE_SERVED_MS after the first change that touched it, then not', () => {
  const time = clock();
  const log = changeLog(100, time.now);
  const stamp = log.stamp();
  log.record(new Set(['products:1']));
  time.advance(STALE_SERVED_MS - 100);
  // A later change of the same tag does not extend the first one's window.
  log.record(new Set(['products:1']));
  expect(log.freshness(['products:1'], stamp)).toBe('servable');
  time.advance(200);
  expect(log.freshness(['products:1'], stamp)).toBe('stale');
});

test('an entry older than the changes remembered is never sent stale', () => {
  const time = clock();
  const log = changeLog(100, time.now);
  const stamp = log.stamp();
  log.record(new Set(['products:9']));
  time.advance(STALE_SERVED_MS + 1);
  log.record(new Set(['products:1']));
  // The change of products:9 is forgotten: whether it touched the entry cannot be told, so it is stale.
  expect(log.freshness(['products:1'], stamp)).toBe('stale');
});

test('a change whose number is pending makes its entries stale until it is settled', () => {
  const log = changeLog(0);
  log.adopt(new Set(['x']), 10);
  const stamp = log.stamp();
  const pending = log.pending(new Set(['products:1']));
  expect(log.freshness(['products:1'], stamp)).toBe('stale');
  expect(log.freshness(['products:2'], stamp)).toBe('fresh');
  pending.settle(12);
  expect(log.freshness(['products:1'], stamp)).toBe('stale');
  expect(log.freshness(['products:1'], 12)).toBe('fresh');
  log.see(20);
  expect(log.stamp()).toBe(20);
});

test('an entry found fresh once is checked against the changes since then alone, with the same answers as a whole check', () => {
  const time = clock();
  const log = changeLog(100, time.now);
  const shows = new Set(['products:1', 'listing:c:7', 'options:shop']);
  const stamp = log.stamp();
  log.record(new Set(['products:2']));
  const checked = log.stamp();
  expect(log.freshSince(shows, stamp, checked)).toBe('fresh');
  // Changes since the check that touch none of its tags leave it fresh.
  log.record(new Set(['products:3', 'quantity:3']));
  expect(log.freshSince(shows, stamp, checked)).toBe('fresh');
  // One that touches a tag it shows, among many it does not, makes it stale, as the whole check says.
  log.record(new Set(['products:4', 'options:shop', 'options:c:9']));
  expect(log.freshSince(shows, stamp, checked)).toBe('servable');
  expect(log.freshSince(shows, stamp, checked)).toBe(log.freshness(shows, stamp));
  // A change of everything too.
  const later = log.stamp();
  log.record(null);
  expect(log.freshSince(new Set(['products:9']), later, later)).not.toBe('fresh');
  // Once the changes since the check are no longer all remembered, the whole check answers.
  const old = log.stamp();
  log.record(new Set(['products:1']));
  time.advance(STALE_SERVED_MS + 1);
  log.record(new Set(['products:5']));
  expect(log.freshSince(shows, old, old)).toBe('stale');
  expect(log.freshSince(new Set(['products:6']), old, old)).toBe('fresh');
});
