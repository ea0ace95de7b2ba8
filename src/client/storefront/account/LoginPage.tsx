import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useUserLoginMutation } from '../../../../generated/hooks';
import { pathFor } from '../../app/routes/build-path';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { FormField } from './FormField';
import { returnPath, withNext } from './next-path';
import { splitServerErrors } from './server-errors';
import { useAccountSession } from './useAccountSession';
import { useFormState } from './useFormState';
import { checkEmail, checkRequired, errorTexts, hasErrors, withoutEmpty } from './validation';
import './account.css';

const FIELDS = ['email', 'password'] as const;

/** nalog/login: e-mail and password; afterwards back where the shopper came from, else the user area. */
export default function LoginPage() {
  const t = useT();
  const { lang, userToken } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useAccountSession();
  const login = useUserLoginMutation();
  const form = useFormState({ email: '', password: '' });
  const [general, setGeneral] = useState('');
  // Only a shopper who arrives signed in is sent on; one who just signed in is sent on by the submit.
  const [arrivedSignedIn] = useState(userToken !== null);
  useSeo({ title: t('account.login.title'), description: t('account.login.description') });

  const next = returnPath(location.search, location.state);
  const target = next ?? pathFor('userDashboard', lang);
  if (arrivedSignedIn) return <Navigate to={target} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { email, password } = form.values;
    const problems = withoutEmpty({ email: checkEmail(email), password: checkRequired(password) });
    setGeneral('');
    form.showErrors(errorTexts(problems, t));
    if (hasErrors(problems)) return;
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ userLogin }) => {
          signIn(userLogin.token);
          toast.success(t('account.login.success'));
          void navigate(target, { replace: true });
        },
        onError: (error) => {
          const server = splitServerErrors(error, FIELDS);
          form.showErrors(server.fields);
          setGeneral(server.general);
        },
      },
    );
  };

  return (
    <div className="account-page">
      <h1>{t('account.login.title')}</h1>
      <form ref={form.formRef} className="account-form" noValidate onSubmit={submit}>
        <FormField
          label={t('account.field.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.values.email}
          onChange={form.change('email')}
          error={form.errors.email}
        />
        <FormField
          label={t('account.field.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={form.values.password}
          onChange={form.change('password')}
          error={form.errors.password}
        />
        <ErrorBox message={general} />
        <button type="submit" className="button button-primary" disabled={login.isPending}>
          {login.isPending ? t('account.sending') : t('account.login.submit')}
        </button>
      </form>
      <div className="account-links">
        <p>
          <Link to={pathFor('password', lang)}>{t('account.login.forgot')}</Link>
        </p>
        <p>
          {t('account.login.noAccount')} <Link to={withNext(pathFor('register', lang), next)}>{t('account.login.register')}</Link>
        </p>
      </div>
    </div>
  );
}
