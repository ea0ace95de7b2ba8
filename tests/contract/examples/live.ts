import { expect } from 'vitest';
import type { Lang, OperationExamples } from './types';

/** A visitor of the live screen, as the admin's list shows it. */
interface LiveVisitor {
  client: string;
  session: string;
  path: string;
  lang: number;
  is_mobile: boolean;
  first_seen_at: string;
  last_seen_at: string;
  history: { path: string; visited_at: string }[];
}

interface Visitor extends LiveVisitor {
  user: { id: string; email: string } | null;
}

/** A storefront browser of the examples, one per language so that runs do not share a visitor. */
const browser = (lang: Lang) => ({ client: lang === 1 ? 'k7QpbhjdegbcbaEn' : 'k7QpbhjdegbcbaSr', session: lang === 1 ? 'En4x9Q' : 'Sr4x9Q' });

/** The live screen's list: most recent first, each on a storefront path it has in its history. */
function checkVisitors(visitors: Visitor[]): void {
  expect(visitors.length).toBeGreaterThanOrEqual(3);
  const lastSeen = visitors.map((visitor) => visitor.last_seen_at);
  expect(lastSeen, 'most recent first').toEqual([...lastSeen].sort().reverse());
  for (const visitor of visitors) {
    expect(visitor.path).toMatch(/^\//);
    expect(visitor.session).toHaveLength(6);
    expect(visitor.client.length).toBeGreaterThan(4);
    expect(visitor.first_seen_at <= visitor.last_seen_at).toBe(true);
    if (visitor.history.length) expect(visitor.history.at(-1)!.path).toBe(visitor.path);
  }
}

export const examples: OperationExamples = {
  GetLiveVisitors: {
    as: 'admin',
    check: (data) => {
      const visitors = data.liveVisitors as Visitor[];
      checkVisitors(visitors);
      expect(visitors.length).toBeGreaterThanOrEqual(5);
      expect(visitors.some((visitor) => visitor.lang === 1 && /^\/(home|shop|product|blog|post)\b/.test(visitor.path))).toBe(true);
      expect(visitors.some((visitor) => visitor.lang === 0 && /^\/(proizvod|prodavnica|placanje|novosti|vest|brend|akcija)\b/.test(visitor.path))).toBe(true);
      expect(visitors.some((visitor) => visitor.is_mobile)).toBe(true);
      expect(visitors.some((visitor) => visitor.user?.email.includes('@'))).toBe(true);
      expect(visitors.every((visitor) => visitor.history.length >= 2)).toBe(true);
      for (const visitor of visitors) {
        // The demo's browsers carry spec §9 client ids, browse now, and each path is in the visitor's language.
        expect(visitor.client).toMatch(/^[A-Za-z0-9]{4}[a-j]{13}$/);
        expect(Date.now() - Date.parse(visitor.last_seen_at)).toBeLessThan(60 * 60_000);
        expect(/^\/(home|shop|product|blog|post|brands|wishlist|checkout|contact)\b/.test(visitor.path) ? 1 : 0, visitor.path).toBe(visitor.lang);
      }
    },
  },
  SendLiveMessage: {
    as: 'visitor',
    variables: (ctx) => ({
      ...browser(ctx.lang),
      is_mobile: ctx.lang === 1,
      message: { subject: 'history', type: 'page', name: ctx.lang === 1 ? '/brands' : '/brendovi', timestamp: Date.now() },
    }),
    check: (data) => expect(data.sendLiveMessage).toEqual({ success: true, error: null }),
  },
  LiveVisitorChanges: {
    as: 'admin',
    check: (data) => {
      // The first push is everyone on the site.
      const changes = data.liveVisitorChanges as { snapshot: boolean; visitors: Visitor[]; left: string[] };
      expect(changes.snapshot).toBe(true);
      expect(changes.left).toEqual([]);
      checkVisitors(changes.visitors);
    },
  },
  LiveMessages: {
    as: 'visitor',
    variables: (ctx) => browser(ctx.lang),
    check: (data, lang) => {
      expect(data.liveMessages).toMatchObject({ subject: 'live', type: 'connected', name: browser(lang).session });
      expect(Math.abs(data.liveMessages.timestamp - Date.now())).toBeLessThan(60_000);
    },
  },
};
