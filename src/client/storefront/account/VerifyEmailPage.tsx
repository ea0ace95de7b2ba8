import { useEffect, useRef } from 'react';
import { Link } from '../../lib/navigation';
import { useUserVerifyMutation } from '../../../../generated/hooks';
import { pathFor } from '../../../shared/routing/build-path';
import { useRouteMatch } from '../../app/routes/useRouteMatch';
import { useSeo } from '../../app/seo/useSeo';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import './account.css';

/** nalog/potvrdi/:token — where the confirmation e-mail links: confirms the address once, on arrival. */
export default function VerifyEmailPage() {
  const t = useT();
  const { lang, userToken } = useSession();
  const match = useRouteMatch();
  const token = match.kind === 'static' && typeof match.params.token === 'string' ? match.params.token : '';
  const verify = useUserVerifyMutation();
  const sent = useRef(false);
  useSeo({ title: t('account.verify.title') });

  useEffect(() => {
    // Once per token: a repeated effect (StrictMode) must not spend the one-time link twice.
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  const confirmed = verify.data?.userVerify.success === true;
  const refused = (verify.isSuccess && !confirmed) || !token;
  return (
    <div className="account-page">
      <h1>{t('account.verify.title')}</h1>
      {verify.isPending && <Spinner label={t('account.verify.working')} />}
      {verify.isError && <ErrorBox error={verify.error} />}
      {confirmed && (
        <p className="account-confirmation" role="status">
          {t('account.verify.done')}
        </p>
      )}
      {refused && <ErrorBox message={verify.data?.userVerify.error ?? t('account.verify.failed')} />}
      {(confirmed || refused) && <Link to={pathFor(userToken ? 'userDashboard' : 'login', lang)}>{t('account.verify.toAccount')}</Link>}
    </div>
  );
}
