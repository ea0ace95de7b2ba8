import './forms.css';

interface Props {
  /** The request is running: the button is off and shows a spinner and the busy text. */
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Off for another reason, e.g. the order is below the smallest total. */
  disabled?: boolean;
  className?: string;
}

/** A form's submit button with a spinner while the form is being sent. */
export function SubmitButton({ busy, label, busyLabel, disabled = false, className }: Props) {
  return (
    <button
      type="submit"
      className={`button button-primary submit-button${className ? ` ${className}` : ''}`}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy && <span className="spinner-wheel button-spinner" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
