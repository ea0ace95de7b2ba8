import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { toast } from '../../lib/toast';
import { useAdminT } from '../i18n/useAdminT';
import { formErrors } from './useFormErrors';

/** What the kit needs of a generated mutation hook's result. */
interface Mutation<Variables, Data> {
  mutate: (variables: Variables, options?: { onSuccess?: (data: Data) => void }) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: Data | undefined;
}

interface FormOptions<Values, Variables, Data> {
  initial: Values;
  /** The save (a generated mutation hook's result). */
  mutation: Mutation<Variables, Data>;
  /** The form's own checks: a message key by field; nothing is sent while any is found. */
  check: (values: Values) => Record<string, string>;
  toVariables: (values: Values) => Variables;
  /** The arguments the server's errors may name that have a field in the form. */
  serverFields: readonly string[];
  /** The queries a save makes stale (the lists showing the entity). */
  invalidate: readonly QueryKey[];
  /** The toast after a save. */
  savedMessage: (data: Data) => string;
  /** What follows a save: cache the saved entity, go to its address, empty a field. */
  onSaved?: (data: Data, setValues: Dispatch<SetStateAction<Values>>) => void;
  /** Empty the form after a save, for the next new one. */
  clearAfterSave?: boolean;
}

/**
 * The admin's entity form: the values, the form's own checks and the server's refusals by field
 * (the rest for the red box), the save, the lists it makes stale, and the toast.
 */
export function useEntityForm<Values, Variables, Data>(options: FormOptions<Values, Variables, Data>) {
  const { initial, mutation, check, toVariables, serverFields, invalidate, savedMessage, onSaved, clearAfterSave } = options;
  const t = useAdminT();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      mutation.reset();
      return;
    }
    mutation.mutate(toVariables(values), {
      onSuccess: (data) => {
        for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
        toast.success(savedMessage(data));
        if (clearAfterSave) setValues(initial);
        onSaved?.(data, setValues);
      },
    });
  };

  const { errors, general, invalid } = formErrors(t, problems, mutation.isError ? mutation.error : null, serverFields);
  return { values, setValues, errors, general, invalid, onSubmit, saving: mutation.isPending };
}

/** A GenericResponse: success, or the server's reason for refusing. */
interface Outcome {
  success: boolean;
  error?: string | null | undefined;
}

interface DeleteOptions<Data> {
  /** The entity's id; null while there is nothing saved to delete. */
  id: string | null | undefined;
  mutation: Mutation<{ id: string }, Data>;
  /** The GenericResponse in the mutation's answer. */
  outcome: (data: Data) => Outcome;
  invalidate: readonly QueryKey[];
  deletedMessage: string;
  /** What follows a delete: leave the entity's address, drop its cached copy. */
  onDeleted?: () => void;
}

/** The props of the kit's ConfirmDelete for an entity: the delete, its refusal, the lists it makes stale, the toast. */
export function useEntityDelete<Data>({ id, mutation, outcome, invalidate, deletedMessage, onDeleted }: DeleteOptions<Data>) {
  const queryClient = useQueryClient();
  const answer = mutation.data === undefined ? undefined : outcome(mutation.data);
  const onConfirm = () => {
    if (!id) return;
    mutation.mutate(
      { id },
      {
        onSuccess: (data) => {
          if (!outcome(data).success) return;
          for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
          toast.success(deletedMessage);
          onDeleted?.();
        },
      },
    );
  };
  return { pending: mutation.isPending, error: mutation.error, refusal: answer?.success === false ? answer.error : null, onConfirm };
}
