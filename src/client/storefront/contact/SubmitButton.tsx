/** A form's submit button: disabled with a spinner and a "sending" text while the request runs. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="button button-primary submit-button" disabled={busy} aria-busy={busy || undefined}>
      {busy && <span className="spinner-wheel button-spinner" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
