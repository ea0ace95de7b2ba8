import { useT } from './messages';
import { TextField } from '../../ui/TextField';
import type { BoundField } from '../../ui/account/useFormState';

/** The shopper's e-mail address, required (login, registration, password reset request). */
export function EmailField(field: BoundField) {
  const t = useT();
  return <TextField label={t('account.field.email')} type="email" autoComplete="email" required {...field} />;
}
