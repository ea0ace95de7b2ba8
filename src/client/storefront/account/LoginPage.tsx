import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Link, Navigate, useLocation, useNavigate } from '../../lib/navigation';
import { useUserLoginMutation } from '../../../../generated/hooks';
import { pathFor } from '../../../shared/routing/build-path';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { TextField } from '../../ui/TextField';
import { returnPath, withNext } from '../../lib/account/next-path';
import { useAccountSession } from '../../lib/account/useAccountSession';
import { AccountForm } from '../../ui/account/AccountForm';
import { EmailField } from './EmailField';
import { useFormState } from '../../ui/account/useFormState';
import { checkEmail, checkRequired } from '../../ui/account/validation';
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
  // Only a shopper who arrives signed in is sent on; one who just signed in is sent on by the submit.
  const [arrivedSignedIn] = useState(userToken !== null);
  useSeo({ title: t('account.login.title'), description: t('account.login.description') });

  const next = returnPath(location.search);
  const target = next ?? pathFor('userDashboard', lang);
  if (arrivedSignedIn) return <Navigate to={target} replace />;

  const submit = () => {
    const { email, password } = form.values;
    if (!form.passes({ email: checkEmail(email), password: checkRequired(password) })) return;
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ userLogin }) => {
          signIn(userLogin.token);
          toast.success(t('account.login.success'));
          void navigate(target, { replace: true });
        },
        onError: (error) => form.showServerErrors(error, FIELDS),
      },
    );
  };

  return (
    <div className="account-page">
      <h1>{t('account.login.title')}</h1>
      <AccountForm form={form} onSubmit={submit} busy={login.isPending} submitLabel={t('account.login.submit')}>
        <EmailField {...form.bind('email')} />
        <TextField label={t('account.field.password')} type="password" autoComplete="current-password" required {...form.bind('password')} />
      </AccountForm>
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
