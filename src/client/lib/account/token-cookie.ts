import { USER_TOKEN_COOKIE } from '../../../shared/constants';

interface CookieOptions {
  /** Only sent over https: set when the shop itself is served over https. */
  secure: boolean;
}

/**
 * The `document.cookie` assignment that keeps a shopper's token. UserAuthPayload carries no expiry,
 * so it is a session cookie: it ends with the browser session or when the server revokes the token.
 */
export function userTokenCookie(token: string, { secure }: CookieOptions): string {
  return `${USER_TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The assignment that deletes the token cookie. */
export function expiredUserTokenCookie({ secure }: CookieOptions): string {
  return `${USER_TOKEN_COOKIE}=; path=/; max-age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const onHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';

export function writeUserTokenCookie(token: string): void {
  document.cookie = userTokenCookie(token, { secure: onHttps() });
}

export function clearUserTokenCookie(): void {
  document.cookie = expiredUserTokenCookie({ secure: onHttps() });
}
