import type { FormEvent, ReactNode } from 'react';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';
import { Field, fieldA11y } from '../kit/Field';

interface FormProps {
  title: string;
  intro?: string;
  /** The failed request (the red box), and a refusal the server answered with. */
  error: unknown;
  refusal?: string | null | undefined;
  /** What follows the red box while it shows, e.g. a link to ask again. */
  afterError?: ReactNode;
  pending: boolean;
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  /** The link under the form (back to the login, forgotten password). */
  link: ReactNode;
  children: ReactNode;
}

/** The frame of the screens before signing in: heading, the form with its red box and button, a link below. */
export function AuthForm({ title, intro, error, refusal, afterError, pending, submitLabel, onSubmit, link, children }: FormProps) {
  const t = useAdminT();
  return (
    <>
      <h1>{title}</h1>
      {intro && <p>{intro}</p>}
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <ErrorBox error={error} message={refusal ?? undefined} />
        {afterError}
        {children}
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? t('common.wait') : submitLabel}
        </button>
      </form>
      <p>{link}</p>
    </>
  );
}

interface InputProps {
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string;
}

/** A required e-mail or password input of those screens. */
export function AuthInput({ id, label, type, autoComplete, value, onChange, error, hint }: InputProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required>
      <input {...fieldA11y(id, error, hint)} type={type} autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}
