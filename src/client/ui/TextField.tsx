import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';
import { FormField } from './FormField';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  id?: string;
  name?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  required?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  /** A textarea for longer text, e.g. a message. */
  multiline?: boolean;
}

/** A labelled text input (or textarea) with its asterisk, hint and error. */
export function TextField({ label, value, onChange, id, name, type = 'text', autoComplete, required, error, hint, multiline = false }: Props) {
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      {(control) =>
        multiline ? (
          <textarea {...control} name={name} rows={6} value={value} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...control} name={name} type={type} autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </FormField>
  );
}
