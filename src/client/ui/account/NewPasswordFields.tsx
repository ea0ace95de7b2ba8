import { useT } from './messages';
import { TextField } from '../TextField';
import type { BoundField } from './useFormState';

interface Props {
  /** "Password" when registering, "New password" when replacing one. */
  label: string;
  password: BoundField;
  confirmation: BoundField;
}

/** A new password with its length rule, then typed again (registration, reset, change of password). */
export function NewPasswordFields({ label, password, confirmation }: Props) {
  const t = useT();
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" required hint={t('form.passwordHint')} {...password} />
      <TextField label={t('account.field.passwordConfirm')} type="password" autoComplete="new-password" required {...confirmation} />
    </>
  );
}
