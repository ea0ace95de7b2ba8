import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAdminLoginMutation } from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { ADMIN_PASSWORD_EMAIL, afterLoginPath } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { writeAdminToken } from '../session/admin-token-cookie';
import { Field, fieldA11y } from '../kit/Field';
import { splitServerErrors } from '../kit/server-errors';

const FIELDS = ['email', 'password'] as const;

/** /cms/auth: e-mail, password and remember-me; afterwards back to where the administrator was going. */
export default function LoginScreen() {
  const t = useAdminT();
  useAdminTitle(t('auth.login.title'));
  const { adminToken, refreshTokens } = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useAdminLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [missing, setMissing] = useState<Record<string, string>>({});

  if (adminToken !== null && !login.isPending) return <Navigate to={afterLoginPath(search)} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const required: Record<string, string> = {};
    if (!email.trim()) required['email'] = t('form.required');
    if (!password) required['password'] = t('form.required');
    setMissing(required);
    if (Object.keys(required).length > 0) return;
    login.mutate(
      { email: email.trim(), password, remember },
      {
        onSuccess: ({ adminLogin }) => {
          // Answers cached for no one, or for the previous administrator, must not show.
          queryClient.removeQueries();
          writeAdminToken(adminLogin.token, remember);
          refreshTokens();
          toast.success(t('auth.login.welcome', { name: adminLogin.name }));
          void navigate(afterLoginPath(search), { replace: true });
        },
      },
    );
  };

  const server = login.isError ? splitServerErrors(login.error, FIELDS) : { fields: {} as Record<string, string>, general: null };
  const errorOf = (field: string) => missing[field] ?? server.fields[field];

  return (
    <>
      <h1>{t('auth.login.title')}</h1>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <ErrorBox error={server.general} />
        <Field id="login-email" label={t('auth.email')} error={errorOf('email')} required>
          <input
            {...fieldA11y('login-email', errorOf('email'))}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field id="login-password" label={t('auth.password')} error={errorOf('password')} required>
          <input
            {...fieldA11y('login-password', errorOf('password'))}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <label className="admin-check">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          {t('auth.remember')}
        </label>
        <button type="submit" className="button button-primary" disabled={login.isPending}>
          {login.isPending ? t('common.wait') : t('auth.login.submit')}
        </button>
      </form>
      <p>
        <Link to={ADMIN_PASSWORD_EMAIL}>{t('auth.forgot')}</Link>
      </p>
    </>
  );
}
