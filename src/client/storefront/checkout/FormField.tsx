import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/useT';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  required: boolean;
}

interface Props {
  id: string;
  label: string;
  /** Marked with an asterisk (spec §5). */
  required?: boolean;
  /** The translated error, shown under the control. */
  error?: string | undefined;
  hint?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its asterisk, hint and error message, wired for screen readers. */
export function FormField({ id, label, required = false, error, hint, children }: Props) {
  const t = useT();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' form-field-invalid' : ''}`}>
      <div className="form-field-label">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="required-mark" title={t('checkout.requiredMark')} aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, required })}
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
