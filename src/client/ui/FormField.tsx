import { useId, type ReactNode } from 'react';
import './forms.css';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  /** Only announced: forms check required fields themselves, so the browser's own (untranslated) check stays off. */
  'aria-required': true | undefined;
}

interface Props {
  /** The control's id; a generated one when left out. */
  id?: string;
  label: string;
  /** Marked with an asterisk (spec §5). */
  required?: boolean;
  /** A translated problem shown under the control. */
  error?: string | undefined;
  /** A translated hint under the control, e.g. the password rule. */
  hint?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its asterisk, hint and error message, wired for screen readers. */
export function FormField({ id: givenId, label, required = false, error, hint, children }: Props) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
      <div className="form-field-label">
        <label htmlFor={id}>{label}</label>
        {required && <RequiredMark />}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}
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

/** The asterisk of a required field; hidden from screen readers, which hear aria-required instead. */
export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      *
    </span>
  );
}
