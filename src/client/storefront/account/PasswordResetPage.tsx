import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router-dom';
import { useUserPasswordResetMutation } from '../../../../generated/hooks';
import { pathFor } from '../../app/routes/build-path';
import { useRouteMatch } from '../../app/routes/useRouteMatch';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { fillIn } from './fill-in';
import { FormField } from './FormField';
import { splitServerErrors } from './server-errors';
import { useAccountSession } from './useAccountSession';
import { useFormState } from './useFormState';
import { MIN_PASSWORD_LENGTH, checkNewPassword, errorTexts, hasErrors, withoutEmpty } from './validation';
import './account.css';

const FIELDS = ['password', 'token'] as const;

function useResetToken(): string {
  const match = useRouteMatch();
  const token = match.kind === 'static' ? match.params.token : undefined;
  return typeof token === 'string' ? token : '';
}

/** nalog/resetuj/:token: a new password twice; the link works once and for an hour. */
export default function PasswordResetPage() {
  const t = useT();
  const { lang } = useSession();
  const token = useResetToken();
  const navigate = useNavigate();
  const { signOut } = useAccountSession();
  const reset = useUserPasswordResetMutation();
  const form = useFormState({ password: '', confirmation: '' });
  const [general, setGeneral] = useState('');
  const [linkProblem, setLinkProblem] = useState('');
  useSeo({ title: t('account.reset.title'), description: t('account.reset.description') });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { password, confirmation } = form.values;
    const problems = withoutEmpty(checkNewPassword(password, confirmation));
    setGeneral('');
    setLinkProblem('');
    form.showErrors(errorTexts(problems, t));
    if (hasErrors(problems)) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          // The server has signed this account out everywhere, this browser included.
          signOut();
          toast.success(t('account.reset.success'));
          void navigate(pathFor('login', lang), { replace: true });
        },
        onError: (error) => {
          const { fields, general: rest } = splitServerErrors(error, FIELDS);
          const { token: tokenProblem, ...formFields } = fields;
          form.showErrors(formFields);
          setLinkProblem(tokenProblem ?? '');
          setGeneral(rest);
        },
      },
    );
  };

  return (
    <div className="account-page">
      <h1>{t('account.reset.title')}</h1>
      <form ref={form.formRef} className="account-form" noValidate onSubmit={submit}>
        <FormField
          label={t('account.field.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={fillIn(t('account.passwordHint'), { min: MIN_PASSWORD_LENGTH })}
          value={form.values.password}
          onChange={form.change('password')}
          error={form.errors.password}
        />
        <FormField
          label={t('account.field.passwordConfirm')}
          name="confirmation"
          type="password"
          autoComplete="new-password"
          required
          value={form.values.confirmation}
          onChange={form.change('confirmation')}
          error={form.errors.confirmation}
        />
        {linkProblem && (
          <div className="account-link-problem">
            <ErrorBox message={linkProblem} />
            <p>
              <Link to={pathFor('password', lang)}>{t('account.reset.requestNew')}</Link>
            </p>
          </div>
        )}
        <ErrorBox message={general} />
        <button type="submit" className="button button-primary" disabled={reset.isPending}>
          {reset.isPending ? t('account.sending') : t('account.reset.submit')}
        </button>
      </form>
    </div>
  );
}
