import { ADMIN_ROOT } from '../../shared/routing/route-table';

/** Absolute paths of the admin area; the nested routes are relative to ADMIN_BASE. */
export const ADMIN_BASE = `/${ADMIN_ROOT}`;
/** Spec §2: products is the admin's default entry. */
export const ADMIN_HOME = `${ADMIN_BASE}/products`;
export const ADMIN_LOGIN = `${ADMIN_BASE}/auth`;
export const ADMIN_PASSWORD_EMAIL = `${ADMIN_BASE}/auth/password`;

export const adminPath = (relative: string) => `${ADMIN_BASE}/${relative}`;
export const productPath = (id: string) => `${ADMIN_BASE}/products/${encodeURIComponent(id)}`;
export const productVariantsPath = (id: string) => `${productPath(id)}/variants`;
export const NEW_PRODUCT_ID = 'new';

const NEXT_PARAM = 'next';

/** The login address that brings the administrator back to `target` afterwards. */
export function loginPathFor(target: string): string {
  return `${ADMIN_LOGIN}?${new URLSearchParams({ [NEXT_PARAM]: target }).toString()}`;
}

/**
 * Where to go after login: the `next` of the query string when it is an admin path outside the
 * login screens (never another site), else the default entry.
 */
export function afterLoginPath(search: string): string {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  if (!next || !next.startsWith(`${ADMIN_BASE}/`) || next.startsWith('//') || next.startsWith(ADMIN_LOGIN)) return ADMIN_HOME;
  return next;
}
