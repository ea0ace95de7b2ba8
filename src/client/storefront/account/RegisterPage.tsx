import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { Link, Navigate, useLocation, useNavigate } from '../../lib/navigation';
import { useUserRegisterMutation } from '../../../../generated/hooks';
import { pathFor } from '../../../shared/routing/build-path';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from './messages';
// This form also shows the shopper's forms' shared texts (account.field.*).
import '../../ui/account/messages';
import { useSession } from '../../lib/session/useSession';
import { TextField } from '../../ui/TextField';
import { returnPath, withNext } from '../../lib/account/next-path';
import { useAccountSession } from '../../lib/account/useAccountSession';
import { AccountForm } from '../../ui/account/AccountForm';
import { EmailField } from './EmailField';
import { NewPasswordFields } from '../../ui/account/NewPasswordFields';
import { useFormState } from '../../ui/account/useFormState';
import { checkEmail, checkNewPassword, checkRequired } from '../../ui/account/validation';
import './account.css';

const FIELDS = ['name', 'lastname', 'email', 'phone', 'password'] as const;

/**
 * nalog/registracija: UserRegister makes the account and signs in at once; the address stays
 * unconfirmed until the link of the confirmation e-mail is followed.
 */
export default function RegisterPage() {
  const t = useT();
  const { lang, userToken } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useAccountSession();
  const register = useUserRegisterMutation();
  const form = useFormState({ name: '', lastname: '', email: '', phone: '', password: '', confirmation: '' });
  const [newsletter, setNewsletter] = useState(false);
  const [arrivedSignedIn] = useState(userToken !== null);
  const newsletterId = useId();
  useSeo({ title: t('account.register.title'), description: t('account.register.description') });

  const next = returnPath(location.search);
  const target = next ?? pathFor('userDashboard', lang);
  if (arrivedSignedIn) return <Navigate to={target} replace />;

  const submit = () => {
    const { name, lastname, email, phone, password, confirmation } = form.values;
    const checks = { name: checkRequired(name), lastname: checkRequired(lastname), email: checkEmail(email), ...checkNewPassword(password, confirmation) };
    if (!form.passes(checks)) return;
    register.mutate(
      { name: name.trim(), lastname: lastname.trim(), email: email.trim(), password, phone: phone.trim() || null, newsletter },
      {
        onSuccess: ({ userRegister }) => {
          signIn(userRegister.token);
          toast.success(t('account.register.success'));
          void navigate(target, { replace: true });
        },
        onError: (error) => form.showServerErrors(error, FIELDS),
      },
    );
  };


  return (
    <div className="account-page">
      <h1>{t('account.register.title')}</h1>
      <AccountForm form={form} onSubmit={submit} busy={register.isPending} submitLabel={t('account.register.submit')}>
        <p className="form-note">{t('form.requiredNote')}</p>
        <div className="form-row">
          <TextField label={t('account.field.name')} autoComplete="given-name" required {...form.bind('name')} />
          <TextField label={t('account.field.lastname')} autoComplete="family-name" required {...form.bind('lastname')} />
        </div>
        <EmailField {...form.bind('email')} />
        <TextField label={t('account.field.phone')} type="tel" autoComplete="tel" {...form.bind('phone')} />
        <NewPasswordFields label={t('account.field.password')} password={form.bind('password')} confirmation={form.bind('confirmation')} />
        <div className="form-check">
          <input id={newsletterId} type="checkbox" checked={newsletter} onChange={(event) => setNewsletter(event.target.checked)} />
          <label htmlFor={newsletterId}>{t('account.field.newsletter')}</label>
        </div>
      </AccountForm>
      <div className="account-links">
        <p>
          {t('account.register.haveAccount')} <Link to={withNext(pathFor('login', lang), next)}>{t('account.register.login')}</Link>
        </p>
      </div>
    </div>
  );
}
