import { Link } from '../../lib/navigation';
import { ADMIN_HOME } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';

/** Spec §2: the admin's catch-all, also for menu entries whose screens are still to come. */
export function AdminNotFound() {
  const t = useAdminT();
  useAdminTitle(t('notFound.title'));
  return (
    <div className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>
        <Link to={ADMIN_HOME}>{t('notFound.back')}</Link>
      </p>
    </div>
  );
}
