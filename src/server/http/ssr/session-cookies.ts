import type { IncomingMessage } from 'node:http';
import { readCookie } from '../../../shared/session/cookies';
import { ADMIN_TOKEN_COOKIE, USER_TOKEN_COOKIE } from '../../../shared/constants';

/** The tokens a visitor's browser keeps in cookies (the client sends them as headers to /graphql). */
export function sessionTokens(request: IncomingMessage): { adminToken: string | null; userToken: string | null } {
  const cookies = request.headers.cookie ?? '';
  return { adminToken: readCookie(cookies, ADMIN_TOKEN_COOKIE), userToken: readCookie(cookies, USER_TOKEN_COOKIE) };
}
