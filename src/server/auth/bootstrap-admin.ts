import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { normalEmail } from '../lib/input-text';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';

/** The administrator made when the shop has none and ADMIN_EMAIL is not set. */
export const DEFAULT_ADMIN_EMAIL = 'admin@izlog.rs';

export interface BootstrapResult {
  /** What happened: ADMIN_EMAIL's administrator made or updated, a first one made, or nothing. */
  action: 'created' | 'updated' | 'generated' | 'none';
  email: string | null;
  /** The generated password, to print once; null unless action is 'generated'. */
  password: string | null;
}

/**
 * Makes sure the shop can be administered. ADMIN_EMAIL and ADMIN_PASSWORD create that
 * administrator, or set its password when it exists. Without them, a shop with no administrator
 * gets admin@izlog.rs with a random password, returned so the caller prints it once.
 */
export async function ensureFirstAdministrator(db: Db, config: Pick<ServerConfig, 'adminEmail' | 'adminPassword'>): Promise<BootstrapResult> {
  if (config.adminEmail && config.adminPassword) {
    const email = normalEmail(config.adminEmail);
    const passwordHash = await hashPassword(config.adminPassword);
    const updated = await db.updateTable('administrators').set({ password_hash: passwordHash }).where('email', '=', email).returning('id').executeTakeFirst();
    if (updated) {
      // A new password ends the sessions opened with the old one.
      await revokeAllSessions(db, 'admin', updated.id);
      return { action: 'updated', email, password: null };
    }
    await db
      .insertInto('administrators')
      .values({ name: email.split('@')[0]!, email, password_hash: passwordHash, last_login_at: null })
      .onConflict((conflict) => conflict.column('email').doUpdateSet({ password_hash: passwordHash }))
      .execute();
    return { action: 'created', email, password: null };
  }
  // Seeded demo administrators are locked (see DEMO_ACCOUNTS): only a real password counts.
  const usable = await db.selectFrom('administrators').select('id').where('password_hash', 'not like', 'locked$%').limit(1).executeTakeFirst();
  if (usable) return { action: 'none', email: null, password: null };
  const password = randomBytes(12).toString('base64url');
  const demoAdmin = await db
    .updateTable('administrators')
    .set({ password_hash: await hashPassword(password) })
    .where('email', '=', DEFAULT_ADMIN_EMAIL)
    .where('password_hash', 'like', 'locked$%')
    .returning('id')
    .executeTakeFirst();
  if (demoAdmin) return { action: 'generated', email: DEFAULT_ADMIN_EMAIL, password };
  const inserted = await db
    .insertInto('administrators')
    .values({ name: 'Administrator', email: DEFAULT_ADMIN_EMAIL, password_hash: await hashPassword(password), last_login_at: null })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  // Another server instance made it at the same moment: its start prints the password.
  if (!inserted) return { action: 'none', email: null, password: null };
  return { action: 'generated', email: DEFAULT_ADMIN_EMAIL, password };
}

/** The line a start prints about the administrator, or null when there is nothing to say. */
export function describeBootstrap(result: BootstrapResult): string | null {
  switch (result.action) {
    case 'generated':
      return `[izlog] First administrator: ${result.email} with password ${result.password} (shown once; change it in /cms).`;
    case 'created':
      return `[izlog] Administrator ${result.email} created from ADMIN_EMAIL/ADMIN_PASSWORD.`;
    case 'updated':
      return `[izlog] Administrator ${result.email}: password set from ADMIN_PASSWORD.`;
    default:
      return null;
  }
}
