import type { FormEvent, ReactNode, RefObject } from 'react';
import { useT } from './messages';
import { ErrorBox } from '../ErrorBox';
import { SubmitButton } from '../SubmitButton';
import './account-form.css';

interface Props {
  /** From useFormState: the form element to focus in and the problem of no field. */
  form: { formRef: RefObject<HTMLFormElement | null>; general: string };
  onSubmit(): void;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** An account or user-area form: its fields, the red box of the server's other problems, and the submit button. */
export function AccountForm({ form, onSubmit, busy, submitLabel, children }: Props) {
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={submit}>
      {children}
      <ErrorBox message={form.general} />
      <SubmitButton busy={busy} label={submitLabel} busyLabel={t('account.sending')} />
    </form>
  );
}
