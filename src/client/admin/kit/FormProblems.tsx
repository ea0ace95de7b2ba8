import { ErrorBox } from '../../ui/ErrorBox';
import { useAdminT } from '../i18n/useAdminT';

/** The top of a form after a failed check or save: a pointer to the marked fields, and the red box. */
export function FormProblems({ invalid, general }: { invalid: boolean; general: unknown }) {
  const t = useAdminT();
  return (
    <>
      {invalid && (
        <div className="error-box" role="alert">
          <p>{t('form.fix')}</p>
        </div>
      )}
      <ErrorBox error={general} />
    </>
  );
}
