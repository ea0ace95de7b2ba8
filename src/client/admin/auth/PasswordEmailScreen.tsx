import { useState, type FormEvent } from 'react';
import { Link } from '../../lib/navigation';
import { useAdminPasswordEmailMutation } from '../../../../generated/hooks';
import { ADMIN_LOGIN } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { splitServerErrors } from '../kit/server-errors';
import { AuthForm, AuthInput } from './AuthForm';

const FIELDS = ['email'] as const;

/**
 * /cms/auth/password: asks for a reset link. The confirmation is the same whether or not the
 * address has an account, so the form does not tell who is an administrator.
 */
export default function PasswordEmailScreen() {
  const t = useAdminT();
  useAdminTitle(t('auth.passwordEmail.title'));
  const request = useAdminPasswordEmailMutation();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(email.trim() ? undefined : t('form.required'));
    if (email.trim()) request.mutate({ email: email.trim() });
  };

  if (request.isSuccess) {
    return (
      <>
        <h1>{t('auth.passwordEmail.title')}</h1>
        <p role="status">{t('auth.passwordEmail.sent')}</p>
        <p>
          <Link to={ADMIN_LOGIN}>{t('auth.backToLogin')}</Link>
        </p>
      </>
    );
  }

  const server = request.isError ? splitServerErrors(request.error, FIELDS) : { fields: {} as Record<string, string>, general: null };
  const error = missing ?? server.fields['email'];
  return (
    <AuthForm
      title={t('auth.passwordEmail.title')}
      intro={t('auth.passwordEmail.intro')}
      error={server.general}
      pending={request.isPending}
      submitLabel={t('auth.passwordEmail.submit')}
      onSubmit={onSubmit}
      link={<Link to={ADMIN_LOGIN}>{t('auth.backToLogin')}</Link>}
    >
      <AuthInput id="password-email" label={t('auth.email')} type="email" autoComplete="email" value={email} onChange={setEmail} error={error} />
    </AuthForm>
  );
}
