import type { ReactNode } from 'react';
import { useAdminT } from '../i18n/useAdminT';

/** A form's "Save (Serbian)": it says which language's texts it saves, and "Saving…" while it does. */
/** `children`: the form's other actions beside it (Cancel). */
export function SaveButton({ saving, languageName, children }: { saving: boolean; languageName: string; children?: ReactNode }) {
  const t = useAdminT();
  return (
    <div className="admin-actions">
      <button type="submit" className="button button-primary" disabled={saving}>
        {saving ? t('common.saving') : t('product.save', { language: languageName })}
      </button>
      {children}
    </div>
  );
}
