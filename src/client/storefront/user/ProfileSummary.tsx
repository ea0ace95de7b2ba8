import type { UserProfileFragment } from '../../../../generated/client/graphql';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { formatDate } from '../../../shared/i18n/dates';

/** Who is signed in: greeting, e-mail and whether it is confirmed, since when, how many orders. */
export function ProfileSummary({ me }: { me: UserProfileFragment }) {
  const t = useT();
  const { lang } = useSession();
  return (
    <section className="user-summary" aria-label={t('user.dashboard.title')}>
      <p className="user-greeting">{t('user.greeting', { name: me.name })}</p>
      <p className="user-email">{me.email}</p>
      <p className="form-note">{t('user.profile.emailFixed')}</p>
      {me.verified ? (
        <p className="user-verified">{t('user.verified')}</p>
      ) : (
        <p className="user-not-verified" role="note">
          {t('user.notVerified')}
        </p>
      )}
      <dl className="user-facts">
        <div>
          <dt>{t('user.memberSince')}</dt>
          <dd>{formatDate(me.created_at, lang)}</dd>
        </div>
        <div>
          <dt>{t('user.ordersCount')}</dt>
          <dd>{me.orders_count}</dd>
        </div>
      </dl>
    </section>
  );
}
