import './account.css';
import { useId, type HTMLInputAutoCompleteAttribute, type HTMLInputTypeAttribute } from 'react';

interface Props {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  type?: HTMLInputTypeAttribute;
  /** Marked with an asterisk; the form checks it itself, so the browser's own (untranslated) check stays off. */
  required?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** A translated problem shown beside the field. */
  error?: string | undefined;
  /** A translated hint under the field, e.g. the password rule. */
  hint?: string;
}

/** A labelled text input with its problem beside it, announced to screen readers. */
export function FormField({ label, name, value, onChange, type = 'text', required = false, autoComplete, error, hint }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}*
          </span>
        )}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
