import { Outlet } from 'react-router-dom';
import { AdminLanguageSwitch } from '../kit/AdminLanguageSwitch';
import { useAdminT } from '../i18n/useAdminT';

/** /cms/auth: the screens an administrator sees before signing in. */
export function AuthLayout() {
  const t = useAdminT();
  return (
    <div className="admin-auth">
      <header className="admin-auth-header">
        <span className="admin-logo">{t('brand')}</span>
        <AdminLanguageSwitch />
      </header>
      <main className="admin-auth-card">
        <Outlet />
      </main>
    </div>
  );
}
