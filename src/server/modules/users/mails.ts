/** The account e-mails: the address confirmation at registration, the password reset links of shoppers and administrators. */
import type { GraphQLContext } from '../../context';
import { mailWords, sendMail, type MailContent, type MailShop } from '../../mail';
import { logger } from '../../log';
import { inScript } from '../../../shared/routing/script-path';
import { readsCyrillic } from '../../../shared/i18n/scripts';
import { cyrillicMail } from '../cyrillic';

const say = mailWords({
  verifySubject: ['Potvrdite e-mail adresu', 'Confirm your e-mail address'],
  verifyGreeting: ['Poštovani/a {name},', 'Hello {name},'],
  verifyText: ['hvala što ste se registrovali u prodavnici {shop}. Potvrdite e-mail adresu linkom ispod.', 'thank you for registering at {shop}. Confirm your e-mail address with the link below.'],
  verifyButton: ['Potvrdite e-mail adresu', 'Confirm the address'],
  resetSubject: ['Promena lozinke', 'Password reset'],
  resetText: [
    'Zatražena je promena lozinke za ovaj nalog. Novu lozinku postavite u roku od sat vremena linkom ispod.',
    'Someone asked to reset the password of this account. Set a new one within an hour with the link below.',
  ],
  resetButton: ['Postavite novu lozinku', 'Set a new password'],
  resetIgnore: ['Ako to niste bili vi, zanemarite ovu poruku.', 'If it was not you, ignore this e-mail.'],
});

/** The storefront's and admin's link paths (spec §2 routes) for confirmation and reset links. */
export function accountLink(ctx: GraphQLContext, kind: 'verify' | 'user_reset' | 'admin_reset', token: string): string {
  const base = ctx.config.publicUrl;
  if (kind === 'admin_reset') return `${base}/cms/auth/reset/${token}`;
  // A shopper reading the shop in Cyrillic comes back to its Cyrillic pages (issue 29).
  const script = ctx.lang === 0 ? ctx.script : 'Latn';
  if (kind === 'verify') return `${base}${ctx.lang === 1 ? '/account/verify/' : inScript('/nalog/potvrdi/', script)}${token}`;
  return `${base}${ctx.lang === 1 ? '/account/reset/' : inScript('/nalog/resetuj/', script)}${token}`;
}

/**
 * Sends an account mail in the request's language, and for a Serbian reader of the Cyrillic pages in
 * Cyrillic (with the shop's own spellings); a failure is logged and does not undo the request.
 */
async function sendAccountMail(ctx: GraphQLContext, email: string, content: (shop: MailShop) => Omit<MailContent, 'lang'> & { subject: string }): Promise<void> {
  try {
    const shop = await ctx.services.mailShop(ctx.lang);
    const { subject, ...body } = content(shop);
    const cyrillic = readsCyrillic(ctx.lang, ctx.script) ? await cyrillicMail(ctx.db) : {};
    await sendMail(ctx.services.jobs, [email], subject, { lang: ctx.lang, ...body, ...cyrillic }, shop);
  } catch (error) {
    logger.error({ err: error, to: email }, 'account mail not sent');
  }
}

export async function mailVerification(ctx: GraphQLContext, email: string, name: string, token: string): Promise<void> {
  const { lang } = ctx;
  await sendAccountMail(ctx, email, (shop) => ({
    subject: say('verifySubject', lang),
    preview: say('verifyText', lang, { shop: shop.name }),
    heading: say('verifySubject', lang),
    blocks: [
      { kind: 'paragraph', text: `${say('verifyGreeting', lang, { name })}\n${say('verifyText', lang, { shop: shop.name })}` },
      { kind: 'button', label: say('verifyButton', lang), href: accountLink(ctx, 'verify', token) },
    ],
  }));
}

export async function mailPasswordReset(ctx: GraphQLContext, kind: 'user_reset' | 'admin_reset', email: string, token: string): Promise<void> {
  const { lang } = ctx;
  await sendAccountMail(ctx, email, () => ({
    subject: say('resetSubject', lang),
    preview: say('resetText', lang),
    heading: say('resetSubject', lang),
    blocks: [
      { kind: 'paragraph', text: say('resetText', lang) },
      { kind: 'button', label: say('resetButton', lang), href: accountLink(ctx, kind, token) },
      { kind: 'paragraph', text: say('resetIgnore', lang) },
    ],
  }));
}
