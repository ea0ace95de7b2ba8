import type { TestShop } from '../../support/test-shop';

/** The token of the last link to `path` (such as '/nalog/resetuj/') that the shop mailed to `email` in this test. */
export function mailedToken(shop: TestShop, email: string, path: string): string {
  const mail = shop
    .mails()
    .filter((text) => text.includes(`To: ${email}`))
    .at(-1);
  // Quoted-printable bodies wrap long lines with a soft break ("=" at the end of a line).
  const match = mail?.replace(/=\r?\n/g, '').match(new RegExp(`${path.replace(/\//g, '\\/')}([0-9a-f]{64})`));
  if (!match) throw new Error(`no mail to ${email} with a link to ${path}`);
  return match[1]!;
}
