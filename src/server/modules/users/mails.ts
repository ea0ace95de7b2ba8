import type { GraphQLContext } from '../../context';
import { sendQuietly } from '../../mail';

/** The storefront's and admin's link paths (spec §2 routes) for confirmation and reset links. */
export function accountLink(ctx: GraphQLContext, kind: 'verify' | 'user_reset' | 'admin_reset', token: string): string {
  const base = ctx.config.publicUrl;
  if (kind === 'admin_reset') return `${base}/cms/auth/reset/${token}`;
  if (kind === 'verify') return `${base}${ctx.lang === 1 ? '/account/verify/' : '/nalog/potvrdi/'}${token}`;
  return `${base}${ctx.lang === 1 ? '/account/reset/' : '/nalog/resetuj/'}${token}`;
}

export async function mailVerification(ctx: GraphQLContext, email: string, name: string, token: string): Promise<void> {
  const link = accountLink(ctx, 'verify', token);
  const [subject, text] =
    ctx.lang === 1
      ? ['Confirm your e-mail address', `Hello ${name},\n\nthank you for registering at Izlog. Confirm your e-mail address by opening this link:\n\n${link}\n`]
      : ['Potvrdite e-mail adresu', `Poštovani/a ${name},\n\nhvala što ste se registrovali na Izlogu. Potvrdite e-mail adresu otvaranjem ovog linka:\n\n${link}\n`];
  await sendQuietly(ctx.services.mailer, { to: [email], subject, text });
}

export async function mailPasswordReset(ctx: GraphQLContext, kind: 'user_reset' | 'admin_reset', email: string, token: string): Promise<void> {
  const link = accountLink(ctx, kind, token);
  const [subject, text] =
    ctx.lang === 1
      ? ['Password reset', `Someone asked to reset the password of this account. Set a new one within an hour with this link:\n\n${link}\n\nIf it was not you, ignore this e-mail.\n`]
      : ['Promena lozinke', `Zatražena je promena lozinke za ovaj nalog. Novu lozinku postavite u roku od sat vremena preko ovog linka:\n\n${link}\n\nAko to niste bili vi, zanemarite ovu poruku.\n`];
  await sendQuietly(ctx.services.mailer, { to: [email], subject, text });
}
