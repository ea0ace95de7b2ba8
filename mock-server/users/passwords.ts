import { createHash, randomBytes } from 'node:crypto';

export { hashPassword, verifyPassword } from '../../src/server/auth/fixture-passwords';

/** A fixture's salt: fixed per account so every run serves the same hashes. */
export function fixtureSalt(label: string): string {
  return createHash('sha256').update(`izlog-salt:${label}`).digest('hex').slice(0, 32);
}

/** A session, verification or reset token: random, 48 hex characters. */
export function newToken(): string {
  return randomBytes(24).toString('hex');
}

/** A fixture token that looks like a real one but is the same on every run (for the demo links). */
export function fixtureToken(label: string): string {
  return createHash('sha256').update(`izlog-token:${label}`).digest('hex').slice(0, 48);
}

/** Signs an account out everywhere (or everywhere but `keep`): drops its tokens from a session map. */
export function revokeSessions(sessions: Map<string, number>, accountId: number, keep?: string | null): void {
  for (const [token, id] of sessions) {
    if (id === accountId && token !== keep) sessions.delete(token);
  }
}
