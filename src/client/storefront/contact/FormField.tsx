import type { ChangeEvent } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** The text shown beside the field when it is wrong. */
  error?: string | undefined;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  disabled?: boolean;
}

/** A labelled field; a required one carries an asterisk, a wrong one its message, read out with it. */
export function FormField({ id, label, value, onChange, required, error, type = 'text', autoComplete, multiline, disabled }: Props) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name: id,
    value,
    disabled,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {multiline ? <textarea rows={6} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
