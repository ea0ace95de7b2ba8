import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Link, useNavigate, useParams } from '../../lib/navigation';
import { useAdminPasswordResetMutation } from '../../../../generated/hooks';
import { ADMIN_LOGIN, ADMIN_PASSWORD_EMAIL } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { splitServerErrors } from '../kit/server-errors';
import { AuthForm, AuthInput } from './AuthForm';

const FIELDS = ['password'] as const;

/** /cms/auth/reset/<token>: a new password with the token from the e-mail, then the login. */
export default function PasswordResetScreen() {
  const t = useAdminT();
  useAdminTitle(t('auth.reset.title'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useAdminPasswordResetMutation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!password) found['password'] = t('form.required');
    if (password !== repeat) found['repeat'] = t('form.passwordMismatch');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: ({ adminPasswordReset }) => {
          if (!adminPasswordReset.success) return;
          toast.success(t('auth.reset.done'));
          void navigate(ADMIN_LOGIN, { replace: true });
        },
      },
    );
  };

  const server = reset.isError ? splitServerErrors(reset.error, FIELDS) : { fields: {} as Record<string, string>, general: null };
  const refused = reset.data && !reset.data.adminPasswordReset.success ? reset.data.adminPasswordReset.error : null;
  const errorOf = (field: string) => problems[field] ?? server.fields[field];
  return (
    <AuthForm
      title={t('auth.reset.title')}
      error={server.general}
      refusal={refused}
      afterError={
        server.general != null && (
          <p>
            <Link to={ADMIN_PASSWORD_EMAIL}>{t('auth.reset.again')}</Link>
          </p>
        )
      }
      pending={reset.isPending}
      submitLabel={t('auth.reset.submit')}
      onSubmit={onSubmit}
      link={<Link to={ADMIN_LOGIN}>{t('auth.backToLogin')}</Link>}
    >
      <AuthInput
        id="reset-password"
        label={t('auth.reset.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={errorOf('password')}
        hint={t('form.passwordHint')}
      />
      <AuthInput
        id="reset-repeat"
        label={t('auth.reset.repeat')}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
        error={errorOf('repeat')}
      />
    </AuthForm>
  );
}
