import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from './messages';
import { splitServerErrors } from '../../lib/server-errors';
import { errorTexts, withoutEmpty } from './validation';

/** A text field tied to a form's state: spread into a TextField. */
export interface BoundField {
  name: string;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
}

/**
 * A form's typed values, its translated problems by field and the problem of no field (for the red
 * box); typing in a field clears that field's problem.
 */
export function useFormState<Field extends string>(initial: Record<Field, string>) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const [errors, setErrorsState] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);

  const change = useCallback(
    (field: Field) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrorsState((current) => {
        if (!(field in current)) return current;
        const { [field]: _cleared, ...rest } = current;
        return rest as Partial<Record<Field, string>>;
      });
    },
    [],
  );

  /** Shows the problems and moves the focus to the first field that has one, so a keyboard user lands on it. */
  const showErrors = useCallback((next: Partial<Record<Field, string>>) => {
    focusPending.current = Object.keys(next).length > 0;
    setErrorsState(next);
  }, []);

  /** The form's own checks (a message key or undefined by field) shown in words; true when the form may be sent. */
  const passes = useCallback(
    (checks: Partial<Record<Field, string | undefined>>): boolean => {
      const problems = withoutEmpty(checks);
      setGeneral('');
      showErrors(errorTexts(problems, t));
      return Object.keys(problems).length === 0;
    },
    [t, showErrors],
  );

  /** A refused request: the server's messages beside the fields they name, the rest in the red box. */
  const showServerErrors = useCallback(
    (error: unknown, fields: readonly Field[]) => {
      const server = splitServerErrors(error, fields);
      showErrors(server.fields);
      setGeneral(server.general);
    },
    [showErrors],
  );

  /** A text field's value, change handler and problem, for `<TextField {...form.bind('email')} />`. */
  const bind = (field: Field): BoundField => ({ name: field, value: values[field], onChange: change(field), error: errors[field] });

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  return { values, setValues, errors, showErrors, general, setGeneral, passes, showServerErrors, change, bind, formRef };
}
