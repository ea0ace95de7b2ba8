import { ErrorBox } from '../../ui/ErrorBox';
import { ConfirmButton } from './ConfirmButton';

interface Props {
  /** The button's text, e.g. "Delete category". */
  label: string;
  /** The button's accessible name where its text alone is not enough, e.g. "Delete promo code X" on a row's "Delete". */
  name?: string;
  /** The question asked before deleting. */
  question: string;
  pending: boolean;
  /** The failed request, shown in the red box. */
  error?: unknown;
  /** A refusal the server answered with (GenericResponse.error). */
  refusal?: string | null | undefined;
  onConfirm: () => void;
  className?: string;
}

/**
 * The admin's one delete button: it asks first ("Yes, delete" and "Cancel", focused, in place of the
 * button) and sends nothing until the administrator confirms; a failure shows above it.
 */
export function ConfirmDelete({ label, name, question, pending, error, refusal, onConfirm, className }: Props) {
  return (
    <div className={['admin-delete', className ?? ''].filter(Boolean).join(' ')}>
      <ErrorBox error={error} message={refusal ?? undefined} />
      <ConfirmButton label={label} name={name} question={question} pending={pending} onConfirm={onConfirm} />
    </div>
  );
}
