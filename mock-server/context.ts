import type { IResolvers } from '@graphql-tools/utils';
import type { MockDb } from './db';
import type { MockEvents } from './events';

/** What every mock resolver receives: the request's language and caller, and the shared store. */
export interface MockContext {
  /** Language index from the Lang header: 0 Serbian (default), 1 English. */
  lang: 0 | 1;
  db: MockDb;
  events: MockEvents;
  /** The signed-in administrator's id, from `Authorization: Bearer <token>`. */
  adminId: number | null;
  /** The signed-in shopper's id, from the `Authuser` header. */
  userId: number | null;
  adminToken: string | null;
  userToken: string | null;
}

/** A domain's resolvers over the mock's context. */
export type MockResolvers = IResolvers<unknown, MockContext>;

/** Reads the spec's headers (Lang, Authorization, Authuser) from a request or from graphql-ws connection params. */
export function buildMockContext(db: MockDb, events: MockEvents, header: (name: string) => string | null | undefined): MockContext {
  const lang = header('lang') === '1' ? 1 : 0;
  const adminToken = header('authorization')?.replace(/^Bearer\s+/i, '').trim() || null;
  const userToken = header('authuser')?.trim() || null;
  return {
    lang,
    db,
    events,
    adminToken,
    userToken,
    adminId: adminToken ? (db.adminSessions.get(adminToken) ?? null) : null,
    userId: userToken ? (db.userSessions.get(userToken) ?? null) : null,
  };
}
