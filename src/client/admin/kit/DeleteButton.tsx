import { useId, useState } from 'react';
import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';

interface Props {
  /** The button's text, e.g. "Delete category". */
  label: string;
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

/** A delete button that asks first; nothing is sent until the administrator confirms. */
export function DeleteButton({ label, question, pending, error, refusal, onConfirm, className }: Props) {
  const t = useAdminT();
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  return (
    <div className={['admin-delete', className ?? ''].filter(Boolean).join(' ')}>
      <ErrorBox error={error} message={refusal ?? undefined} />
      {asking ? (
        <div role="alertdialog" aria-labelledby={questionId} className="admin-confirm">
          <p id={questionId}>{question}</p>
          <button type="button" className="button button-primary" onClick={onConfirm} disabled={pending}>
            {t('product.deleteConfirm')}
          </button>
          <button type="button" className="button" onClick={() => setAsking(false)} autoFocus>
            {t('common.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="button admin-danger" onClick={() => setAsking(true)}>
          {label}
        </button>
      )}
    </div>
  );
}
