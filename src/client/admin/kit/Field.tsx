import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  /** A translated message about what was typed, shown under the input. */
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  className?: string;
  /** The input; give it `id`, and `describedBy(id)`/`aria-invalid` from `fieldA11y`. */
  children: ReactNode;
}

export const errorIdOf = (id: string) => `${id}-error`;
export const hintIdOf = (id: string) => `${id}-hint`;

/** The accessibility attributes that tie an input to its hint and error. */
export function fieldA11y(id: string, error: string | undefined, hint?: string): Record<string, string | boolean | undefined> {
  const describedBy = [hint ? hintIdOf(id) : '', error ? errorIdOf(id) : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/** A labelled form field with its hint and, after a failed check, its error. */
export function Field({ id, label, error, hint, required, className, children }: Props) {
  return (
    <div className={['admin-field', error ? 'has-error' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A field's hint and, after a failed check, its error, with the ids `fieldA11y` points the input at. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint && (
        <small id={hintIdOf(id)} className="admin-hint">
          {hint}
        </small>
      )}
      {error && (
        <p id={errorIdOf(id)} className="admin-field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
