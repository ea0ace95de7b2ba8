import type { ReactNode } from 'react';
import { AdminLanguageSwitch } from '../kit/AdminLanguageSwitch';
import { useAdminT } from '../i18n/useAdminT';

/** /cms/auth: the screens an administrator sees before signing in. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const t = useAdminT();
  return (
    <div className="admin-auth">
      <header className="admin-auth-header">
        <span className="admin-logo">{t('brand')}</span>
        <AdminLanguageSwitch />
      </header>
      <main className="admin-auth-card">
        {children}
      </main>
    </div>
  );
}
