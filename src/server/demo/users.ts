import { randomBytes } from 'node:crypto';
import type { DemoShop } from '../../../fixtures/shop';
import { DEMO_ADMIN, DEMO_USER, EDITOR_ADMIN } from '../../../fixtures/users/accounts';
import { hashPassword } from '../auth/passwords';
import { hashToken } from '../auth/sessions';
import { searchText } from '../lib/input-text';
import type { Db } from '../db/database';
import { continueIds } from './batches';
import type { SeedOptions } from './options';
import { seedOrderCountries } from './orders';

/** The accounts whose passwords the README and tests know: hashed again with the server's own cost. */
const KNOWN_PASSWORDS = new Map<string, string>([
  [DEMO_ADMIN.email, DEMO_ADMIN.password],
  [EDITOR_ADMIN.email, EDITOR_ADMIN.password],
  [DEMO_USER.email, DEMO_USER.password],
]);

/** A hash no password matches: the account exists but cannot sign in until its password is set. */
const lockedPassword = () => `locked$${randomBytes(16).toString('hex')}`;

async function passwordHash(email: string, mockHash: string, demoAccounts: boolean): Promise<string> {
  if (!demoAccounts) return lockedPassword();
  const known = KNOWN_PASSWORDS.get(email);
  // The other fixture shoppers keep their fixture scrypt hash, which src/server/modules/users/passwords.ts reads.
  return known ? hashPassword(known) : mockHash;
}

/**
 * The demo's administrators and shoppers with their ids, the confirmation links of the unverified
 * shoppers and the fixture password reset links (FIXTURE_TOKENS), stored hashed like live ones.
 * The delivery countries come first: shoppers point at them.
 */
export async function seedUsers(db: Db, demo: DemoShop, options: SeedOptions): Promise<void> {
  const demoAccounts = options.demoAccounts ?? false;
  await seedOrderCountries(db, demo);

  if (demo.administrators.length > 0) {
    await db
      .insertInto('administrators')
      .values(
        await Promise.all(
          demo.administrators.map(async (admin) => ({
            id: admin.id,
            name: admin.name,
            email: admin.email.toLowerCase(),
            password_hash: await passwordHash(admin.email, admin.password_hash, demoAccounts),
            last_login_at: admin.last_login_at ? new Date(admin.last_login_at) : null,
            created_at: new Date(admin.created_at),
          })),
        ),
      )
      .execute();
    await continueIds(db, 'administrators');
  }

  for (let start = 0; start < demo.users.length; start += 500) {
    const batch = demo.users.slice(start, start + 500);
    await db
      .insertInto('users')
      .values(
        await Promise.all(
          batch.map(async (user) => ({
            id: user.id,
            name: user.name,
            lastname: user.lastname,
            email: user.email.toLowerCase(),
            password_hash: await passwordHash(user.email, user.password_hash, demoAccounts),
            phone: user.phone,
            address: user.address,
            city: user.city,
            zip: user.zip,
            country_id: user.country_id,
            verified: user.verified,
            banned: user.banned,
            newsletter: user.newsletter,
            search_text: searchText(`${user.name} ${user.lastname}`, user.email),
            created_at: new Date(user.created_at),
          })),
        ),
      )
      .execute();
  }
  await continueIds(db, 'users');

  const tokens = [
    ...demo.users.flatMap((user) =>
      user.verify_token ? [{ token_hash: hashToken(user.verify_token), purpose: 'user_verify' as const, account_id: user.id }] : [],
    ),
    ...demo.passwordResets
      .filter((link) => !link.used)
      .map((link) => ({
        token_hash: hashToken(link.token),
        purpose: link.kind === 'admin' ? ('admin_reset' as const) : ('user_reset' as const),
        account_id: link.account_id,
      })),
  ];
  // The fixtures' links are published in the repository: only a demo with known accounts gets them.
  if (demoAccounts && tokens.length > 0) {
    await db
      .insertInto('account_tokens')
      .values(tokens.map((token) => ({ ...token, expires_at: null, used_at: null })))
      .execute();
  }
}
