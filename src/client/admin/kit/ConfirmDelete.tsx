import { useId, useState } from 'react';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';

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
  const t = useAdminT();
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  return (
    <div className={['admin-delete', className ?? ''].filter(Boolean).join(' ')}>
      <ErrorBox error={error} message={refusal ?? undefined} />
      {asking ? (
        <div role="alertdialog" aria-labelledby={questionId} className="admin-confirm">
          <p id={questionId}>{question}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={pending}
            onClick={() => {
              setAsking(false);
              onConfirm();
            }}
          >
            {t('product.deleteConfirm')}
          </button>
          <button type="button" className="button" onClick={() => setAsking(false)} autoFocus>
            {t('common.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="button admin-danger" onClick={() => setAsking(true)} aria-label={name} disabled={pending}>
          {label}
        </button>
      )}
    </div>
  );
}
