import { useSeo } from '../../app/seo/useSeo';
import { useT } from './messages';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';
import { ProfileSummary } from './ProfileSummary';
import { RequireUser } from './RequireUser';
import { UserNav } from './UserNav';
import './user.css';

/** korisnik: the signed-in shopper's profile, delivery address and password. */
export default function UserDashboardPage() {
  const t = useT();
  useSeo({ title: t('user.dashboard.title'), description: t('user.dashboard.description') });
  return (
    <div className="user-page">
      <h1>{t('user.dashboard.title')}</h1>
      <RequireUser>
        {(me) => (
          <>
            <UserNav />
            <div className="user-dashboard">
              <ProfileSummary me={me} />
              <div className="user-forms">
                <ProfileForm key={me.id} me={me} />
                <ChangePasswordForm />
              </div>
            </div>
          </>
        )}
      </RequireUser>
    </div>
  );
}
