import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Link, Navigate, useLocation, useNavigate } from '../../lib/navigation';
import { useAdminLoginMutation } from '../../../../generated/hooks';
import { useSession } from '../../lib/session/useSession';
import { ADMIN_PASSWORD_EMAIL, afterLoginPath } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { writeAdminToken } from '../session/admin-token-cookie';
import { splitServerErrors } from '../kit/server-errors';
import { AuthForm, AuthInput } from './AuthForm';

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
    <AuthForm
      title={t('auth.login.title')}
      error={server.general}
      pending={login.isPending}
      submitLabel={t('auth.login.submit')}
      onSubmit={onSubmit}
      link={<Link to={ADMIN_PASSWORD_EMAIL}>{t('auth.forgot')}</Link>}
    >
      <AuthInput id="login-email" label={t('auth.email')} type="email" autoComplete="username" value={email} onChange={setEmail} error={errorOf('email')} />
      <AuthInput
        id="login-password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={errorOf('password')}
      />
      <label className="admin-check">
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        {t('auth.remember')}
      </label>
    </AuthForm>
  );
}
