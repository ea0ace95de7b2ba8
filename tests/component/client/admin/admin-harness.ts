import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { DEMO_ADMIN } from '../../../../fixtures/users/accounts';
import { createSession } from '../../../../src/server/auth/sessions';
import type { Db } from '../../../../src/server/db/database';
import { ADMIN_TOKEN_COOKIE } from '../../../../src/shared/constants';

export { DEMO_ADMIN };
/** How long the sessions tests make last: far past any test. */
const SESSION_TEST_DAYS = 1;
export const WAIT = { timeout: 10_000 };
/** The rich-text editor (TipTap) loads in a chunk of its own, which a worker's first screen compiles while the suite loads both cores. */
export const EDITOR_WAIT = { timeout: 30_000 };

/** Fills the admin login form and sends it. */
export async function logIn(user: UserEvent, { remember = false } = {}) {
  await user.type(await screen.findByLabelText(/^E-mail/, {}, WAIT), DEMO_ADMIN.email);
  await user.type(screen.getByLabelText(/^Lozinka|^Password/), DEMO_ADMIN.password);
  if (remember) await user.click(screen.getByLabelText(/Zapamti me|Remember me/));
  await user.click(screen.getByRole('button', { name: /^Prijavi se$|^Log in$/ }));
}

/** Every cookie string the page writes, as written (with its attributes), while the test runs. */
export function recordCookieWrites(): { writes: string[]; stop: () => void } {
  let owner: object | null = document;
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object | null;
  const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    },
  });
  return { writes, stop: () => delete (document as unknown as Record<string, unknown>)['cookie'] };
}

/** Signs in as the demo administrator by writing its cookie directly, as after an earlier login. */
export function adminCookieFor(token: string) {
  document.cookie = `${ADMIN_TOKEN_COOKIE}=${token}; path=/`;
}

/** A signed-in administrator without the login screen: a session the server made, and its cookie. Returns the token. */
export async function signInAsDemoAdmin(db: Db): Promise<string> {
  const admin = await db.selectFrom('administrators').select('id').where('email', '=', DEMO_ADMIN.email).executeTakeFirstOrThrow();
  const token = await createSession(db, 'admin', admin.id, new Date(Date.now() + SESSION_TEST_DAYS * 86_400_000));
  adminCookieFor(token);
  return token;
}
