import { ADMIN_REMEMBER_DAYS, ADMIN_TOKEN_COOKIE } from '../../../shared/constants';

const SECONDS_PER_DAY = 86_400;

/**
 * The cookie that keeps the admin token (spec §9): with remember-me it lasts ADMIN_REMEMBER_DAYS,
 * without it it has no max-age, so it ends with the browser session.
 */
export function adminTokenCookie(token: string, remember: boolean, secure: boolean): string {
  const parts = [`${ADMIN_TOKEN_COOKIE}=${encodeURIComponent(token)}`, 'path=/', 'samesite=lax'];
  if (remember) parts.push(`max-age=${ADMIN_REMEMBER_DAYS * SECONDS_PER_DAY}`);
  if (secure) parts.push('secure');
  return parts.join('; ');
}

const isHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';

export function writeAdminToken(token: string, remember: boolean): void {
  document.cookie = adminTokenCookie(token, remember, isHttps());
}

export function clearAdminToken(): void {
  document.cookie = `${ADMIN_TOKEN_COOKIE}=; path=/; max-age=0`;
}
