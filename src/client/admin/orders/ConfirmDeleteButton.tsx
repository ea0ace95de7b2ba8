import { useId, useState } from 'react';
import { useAdminT } from '../i18n/useAdminT';

interface Props {
  /** The button's accessible name, e.g. "Delete promo code X". */
  label: string;
  /** The question asked before deleting. */
  question: string;
  busy: boolean;
  onConfirm: () => void;
}

/** A delete button that asks first: the question with "Yes, delete" and "Cancel" (focused), in place of the button. */
export function ConfirmDeleteButton({ label, question, busy, onConfirm }: Props) {
  const t = useAdminT();
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  if (!asking) {
    return (
      <button type="button" className="button admin-danger" onClick={() => setAsking(true)} aria-label={label} disabled={busy}>
        {t('admin.orders.delete')}
      </button>
    );
  }
  return (
    <div role="alertdialog" aria-labelledby={questionId} className="admin-confirm">
      <p id={questionId}>{question}</p>
      <button
        type="button"
        className="button button-primary"
        disabled={busy}
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
  );
}
