import { useCallback, useEffect, useRef, useState } from 'react';

/** A form's typed values and its translated problems by field; typing in a field clears that field's problem. */
export function useFormState<Field extends string>(initial: Record<Field, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrorsState] = useState<Partial<Record<Field, string>>>({});
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

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  return { values, setValues, errors, showErrors, change, formRef };
}
