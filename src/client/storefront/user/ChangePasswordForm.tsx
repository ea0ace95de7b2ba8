import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useChangePasswordMutation } from '../../../../generated/hooks';
import { useT } from '../../lib/i18n/useT';
import { ErrorBox } from '../../ui/ErrorBox';
import { fillIn } from '../account/fill-in';
import { FormField } from '../account/FormField';
import { splitServerErrors } from '../account/server-errors';
import { useFormState } from '../account/useFormState';
import { MIN_PASSWORD_LENGTH, checkNewPassword, checkRequired, errorTexts, hasErrors, withoutEmpty } from '../account/validation';

const FIELDS = ['current_password', 'password'] as const;
const EMPTY = { current_password: '', password: '', confirmation: '' };

/** A new password for the signed-in shopper; the server signs out the other devices. */
export function ChangePasswordForm() {
  const t = useT();
  const change = useChangePasswordMutation();
  const form = useFormState(EMPTY);
  const [general, setGeneral] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { current_password, password, confirmation } = form.values;
    const problems = withoutEmpty({ current_password: checkRequired(current_password), ...checkNewPassword(password, confirmation) });
    setGeneral('');
    form.showErrors(errorTexts(problems, t));
    if (hasErrors(problems)) return;
    change.mutate(
      { current_password, password },
      {
        onSuccess: () => {
          form.setValues(EMPTY);
          toast.success(t('user.password.changed'));
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
    <section className="user-section" aria-labelledby="user-password-title">
      <h2 id="user-password-title">{t('user.password.title')}</h2>
      <form ref={form.formRef} className="account-form" noValidate onSubmit={submit}>
        <FormField
          label={t('user.field.currentPassword')}
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          value={form.values.current_password}
          onChange={form.change('current_password')}
          error={form.errors.current_password}
        />
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
        <ErrorBox message={general} />
        <button type="submit" className="button button-primary" disabled={change.isPending}>
          {change.isPending ? t('account.sending') : t('user.password.save')}
        </button>
      </form>
    </section>
  );
}
