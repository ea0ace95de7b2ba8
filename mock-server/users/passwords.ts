import { randomBytes } from 'node:crypto';

export { fixtureSalt, fixtureToken, hashPassword } from '../../fixtures/users/passwords';
export { verifyPassword } from '../../src/server/auth/fixture-passwords';

/** A session, verification or reset token: random, 48 hex characters. */
export function newToken(): string {
  return randomBytes(24).toString('hex');
}

/** Signs an account out everywhere (or everywhere but `keep`): drops its tokens from a session map. */
export function revokeSessions(sessions: Map<string, number>, accountId: number, keep?: string | null): void {
  for (const [token, id] of sessions) {
    if (id === accountId && token !== keep) sessions.delete(token);
  }
}
