import { useT } from '../lib/i18n/useT';

export function Spinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner-wheel" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </div>
  );
}
