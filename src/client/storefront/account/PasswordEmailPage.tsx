import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { useUserPasswordEmailMutation } from '../../../../generated/hooks';
import { pathFor } from '../../app/routes/build-path';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { fillIn } from './fill-in';
import { FormField } from './FormField';
import { splitServerErrors } from './server-errors';
import { useFormState } from './useFormState';
import { checkEmail, errorTexts, hasErrors, withoutEmpty } from './validation';
import './account.css';

const FIELDS = ['email'] as const;

/**
 * nalog/lozinka: asks for a reset link. The answer is the same whether or not the address has an
 * account, so the form cannot be used to find out who shops here.
 */
export default function PasswordEmailPage() {
  const t = useT();
  const { lang } = useSession();
  const request = useUserPasswordEmailMutation();
  const form = useFormState({ email: '' });
  const [general, setGeneral] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  useSeo({ title: t('account.password.title'), description: t('account.password.description') });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = form.values.email.trim();
    const problems = withoutEmpty({ email: checkEmail(email) });
    setGeneral('');
    form.showErrors(errorTexts(problems, t));
    if (hasErrors(problems)) return;
    request.mutate(
      { email },
      {
        onSuccess: () => {
          setSentTo(email);
          toast.success(t('account.password.sentToast'));
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
      <h1>{t('account.password.title')}</h1>
      {sentTo !== null ? (
        <p className="account-confirmation" role="status">
          {fillIn(t('account.password.sent'), { email: sentTo })}
        </p>
      ) : (
        <form ref={form.formRef} className="account-form" noValidate onSubmit={submit}>
          <p>{t('account.password.intro')}</p>
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
          <ErrorBox message={general} />
          <button type="submit" className="button button-primary" disabled={request.isPending}>
            {request.isPending ? t('account.sending') : t('account.password.submit')}
          </button>
        </form>
      )}
      <div className="account-links">
        <p>
          <Link to={pathFor('login', lang)}>{t('account.password.back')}</Link>
        </p>
      </div>
    </div>
  );
}
