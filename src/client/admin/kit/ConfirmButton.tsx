import { useId, useState } from 'react';
import { useAdminT } from '../i18n/useAdminT';

export interface ConfirmButtonProps {
  /** The button's text, e.g. "Delete category" or "Ban". */
  label: string;
  /** The button's accessible name where its text alone is not enough, e.g. "Ban Ana" on a row's "Ban". */
  name?: string | undefined;
  /** The question asked before acting. */
  question: string;
  /** The answer that acts ("Yes, delete" unless given). */
  confirmLabel?: string | undefined;
  pending: boolean;
  /** A button that destroys (red); otherwise a plain one. */
  danger?: boolean | undefined;
  onConfirm: () => void;
}

/**
 * The admin's in-page confirmation (never the browser's confirm()): the button asks first, with the
 * answer and "Cancel" (focused) in its place, and nothing happens until the administrator answers.
 */
export function ConfirmButton({ label, name, question, confirmLabel, pending, danger = true, onConfirm }: ConfirmButtonProps) {
  const t = useAdminT();
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  if (asking) {
    return (
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
          {confirmLabel ?? t('product.deleteConfirm')}
        </button>
        <button type="button" className="button" onClick={() => setAsking(false)} autoFocus>
          {t('common.cancel')}
        </button>
      </div>
    );
  }
  return (
    <button type="button" className={danger ? 'button admin-danger' : 'button'} onClick={() => setAsking(true)} aria-label={name} disabled={pending}>
      {label}
    </button>
  );
}
