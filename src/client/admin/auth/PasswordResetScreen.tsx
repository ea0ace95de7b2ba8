import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAdminPasswordResetMutation } from '../../../../generated/hooks';
import { ErrorBox } from '../../ui/ErrorBox';
import { ADMIN_LOGIN, ADMIN_PASSWORD_EMAIL } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { Field, fieldA11y } from '../kit/Field';
import { splitServerErrors } from '../kit/server-errors';

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
    if (password !== repeat) found['repeat'] = t('auth.reset.mismatch');
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
    <>
      <h1>{t('auth.reset.title')}</h1>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <ErrorBox error={server.general} message={refused ?? undefined} />
        {server.general != null && (
          <p>
            <Link to={ADMIN_PASSWORD_EMAIL}>{t('auth.reset.again')}</Link>
          </p>
        )}
        <Field id="reset-password" label={t('auth.reset.password')} error={errorOf('password')} hint={t('auth.reset.hint')} required>
          <input
            {...fieldA11y('reset-password', errorOf('password'), t('auth.reset.hint'))}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Field id="reset-repeat" label={t('auth.reset.repeat')} error={errorOf('repeat')} required>
          <input
            {...fieldA11y('reset-repeat', errorOf('repeat'))}
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
          />
        </Field>
        <button type="submit" className="button button-primary" disabled={reset.isPending}>
          {reset.isPending ? t('common.wait') : t('auth.reset.submit')}
        </button>
      </form>
      <p>
        <Link to={ADMIN_LOGIN}>{t('auth.backToLogin')}</Link>
      </p>
    </>
  );
}
