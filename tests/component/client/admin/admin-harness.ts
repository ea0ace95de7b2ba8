import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ADMIN_TOKEN_COOKIE } from '../../../../src/shared/constants';

export const DEMO_ADMIN = { email: 'admin@izlog.rs', password: 'izlog-admin' };
export const WAIT = { timeout: 10_000 };

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

/** A signed-in administrator without the login screen: a session the mock knows, and its cookie. */
export function signInAsDemoAdmin(db: { adminSessions: Map<string, number>; administrators: { id: number; email: string }[] }) {
  const admin = db.administrators.find((candidate) => candidate.email === DEMO_ADMIN.email)!;
  const token = 'test-admin-token';
  db.adminSessions.set(token, admin.id);
  adminCookieFor(token);
}
