import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useUserRegisterMutation } from '../../../../generated/hooks';
import { pathFor } from '../../app/routes/build-path';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { fillIn } from './fill-in';
import { FormField } from './FormField';
import { returnPath, withNext } from './next-path';
import { splitServerErrors } from './server-errors';
import { useAccountSession } from './useAccountSession';
import { useFormState } from './useFormState';
import { MIN_PASSWORD_LENGTH, checkEmail, checkNewPassword, checkRequired, errorTexts, hasErrors, withoutEmpty } from './validation';
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
  const [general, setGeneral] = useState('');
  const [arrivedSignedIn] = useState(userToken !== null);
  const newsletterId = useId();
  useSeo({ title: t('account.register.title'), description: t('account.register.description') });

  const next = returnPath(location.search, location.state);
  const target = next ?? pathFor('userDashboard', lang);
  if (arrivedSignedIn) return <Navigate to={target} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { name, lastname, email, phone, password, confirmation } = form.values;
    const problems = withoutEmpty({
      name: checkRequired(name),
      lastname: checkRequired(lastname),
      email: checkEmail(email),
      ...checkNewPassword(password, confirmation),
    });
    setGeneral('');
    form.showErrors(errorTexts(problems, t));
    if (hasErrors(problems)) return;
    register.mutate(
      { name: name.trim(), lastname: lastname.trim(), email: email.trim(), password, phone: phone.trim() || null, newsletter },
      {
        onSuccess: ({ userRegister }) => {
          signIn(userRegister.token);
          toast.success(t('account.register.success'));
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

  const field = (name: (typeof FIELDS)[number] | 'confirmation') => ({
    name,
    value: form.values[name],
    onChange: form.change(name),
    error: form.errors[name],
  });

  return (
    <div className="account-page">
      <h1>{t('account.register.title')}</h1>
      <form ref={form.formRef} className="account-form" noValidate onSubmit={submit}>
        <p className="form-note">{t('account.requiredNote')}</p>
        <div className="form-row">
          <FormField label={t('account.field.name')} autoComplete="given-name" required {...field('name')} />
          <FormField label={t('account.field.lastname')} autoComplete="family-name" required {...field('lastname')} />
        </div>
        <FormField label={t('account.field.email')} type="email" autoComplete="email" required {...field('email')} />
        <FormField label={t('account.field.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <FormField
          label={t('account.field.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={fillIn(t('account.passwordHint'), { min: MIN_PASSWORD_LENGTH })}
          {...field('password')}
        />
        <FormField label={t('account.field.passwordConfirm')} type="password" autoComplete="new-password" required {...field('confirmation')} />
        <div className="form-check">
          <input id={newsletterId} type="checkbox" checked={newsletter} onChange={(event) => setNewsletter(event.target.checked)} />
          <label htmlFor={newsletterId}>{t('account.field.newsletter')}</label>
        </div>
        <ErrorBox message={general} />
        <button type="submit" className="button button-primary" disabled={register.isPending}>
          {register.isPending ? t('account.sending') : t('account.register.submit')}
        </button>
      </form>
      <div className="account-links">
        <p>
          {t('account.register.haveAccount')} <Link to={withNext(pathFor('login', lang), next)}>{t('account.register.login')}</Link>
        </p>
      </div>
    </div>
  );
}
