import { toast } from '../../lib/toast';
import { useChangePasswordMutation } from '../../../../generated/hooks';
import { useT } from './messages';
import { TextField } from '../../ui/TextField';
// This form also shows the shopper's forms' shared texts (account.field.*).
import '../../ui/account/messages';
import { AccountForm } from '../../ui/account/AccountForm';
import { NewPasswordFields } from '../../ui/account/NewPasswordFields';
import { useFormState } from '../../ui/account/useFormState';
import { checkNewPassword, checkRequired } from '../../ui/account/validation';

const FIELDS = ['current_password', 'password'] as const;
const EMPTY = { current_password: '', password: '', confirmation: '' };

/** A new password for the signed-in shopper; the server signs out the other devices. */
export function ChangePasswordForm() {
  const t = useT();
  const change = useChangePasswordMutation();
  const form = useFormState(EMPTY);

  const submit = () => {
    const { current_password, password, confirmation } = form.values;
    if (!form.passes({ current_password: checkRequired(current_password), ...checkNewPassword(password, confirmation) })) return;
    change.mutate(
      { current_password, password },
      {
        onSuccess: () => {
          form.setValues(EMPTY);
          toast.success(t('user.password.changed'));
        },
        onError: (error) => form.showServerErrors(error, FIELDS),
      },
    );
  };

  return (
    <section className="user-section" aria-labelledby="user-password-title">
      <h2 id="user-password-title">{t('user.password.title')}</h2>
      <AccountForm form={form} onSubmit={submit} busy={change.isPending} submitLabel={t('user.password.save')}>
        <TextField label={t('user.field.currentPassword')} type="password" autoComplete="current-password" required {...form.bind('current_password')} />
        <NewPasswordFields label={t('account.field.newPassword')} password={form.bind('password')} confirmation={form.bind('confirmation')} />
      </AccountForm>
    </section>
  );
}
