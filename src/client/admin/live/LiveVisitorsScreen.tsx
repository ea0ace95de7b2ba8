import { useEffect, useState } from 'react';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useSession } from '../../lib/session/useSession';
import { useAdminT } from '../i18n/useAdminT';
import { useAdminTitle } from '../kit/useAdminTitle';
import { formatAdminDateTime } from '../kit/admin-dates';
import { agoText, languageKey, newestFirst, secondsSince, storefrontHref, type LiveVisitor } from './live-visitors';
import { useLiveVisitors } from './useLiveVisitors';
import './live.css';

/** How often "seen N s ago" is brought up to date. */
const CLOCK_TICK_MS = 10_000;

/** /cms/live: who is on the site now, kept up to date by the LiveVisitorChanges subscription. */
export default function LiveVisitorsScreen() {
  const t = useAdminT();
  useAdminTitle(t('admin.live.title'));
  const { visitors, status, error, pending } = useLiveVisitors();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <section className="admin-screen live-screen">
      <div className="admin-screen-head">
        <h1>{t('admin.live.title')}</h1>
        <p className={`live-status live-status-${status}`} role="status">
          <span className="live-dot" aria-hidden="true" />
          {t(`admin.live.status.${status}`)}
        </p>
      </div>
      {error != null && <ErrorBox error={error} />}
      {pending && <Spinner label={t('common.loading')} />}
      {visitors && (
        <>
          <p className="admin-count" aria-live="polite">
            {t('admin.live.count', { count: visitors.length })}
          </p>
          {visitors.length === 0 ? (
            <p className="empty">{t('admin.live.empty')}</p>
          ) : (
            <ul className="live-list" aria-label={t('admin.live.listLabel')}>
              {visitors.map((visitor) => (
                <VisitorCard key={visitor.client} visitor={visitor} now={now} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function VisitorCard({ visitor, now }: { visitor: LiveVisitor; now: number }) {
  const t = useAdminT();
  const { lang } = useSession();
  const ago = agoText(secondsSince(visitor.last_seen_at, now));
  const who = visitor.user
    ? t('admin.live.user', { name: `${visitor.user.name} ${visitor.user.lastname}`.trim(), email: visitor.user.email })
    : t('admin.live.guest');
  const history = newestFirst(visitor.history);
  return (
    <li className="live-card" aria-label={t('admin.live.visitorLabel', { path: visitor.path })}>
      <p className="live-path">
        <a href={storefrontHref(visitor.path)} target="_blank" rel="noopener noreferrer">
          {visitor.path}
        </a>
      </p>
      <dl className="live-facts">
        <div>
          <dt>{t('admin.live.language')}</dt>
          <dd>{t(languageKey(visitor.lang))}</dd>
        </div>
        <div>
          <dt>{t('admin.live.device')}</dt>
          <dd>{t(visitor.is_mobile ? 'admin.live.device.mobile' : 'admin.live.device.desktop')}</dd>
        </div>
        <div>
          <dt>{t('admin.live.who')}</dt>
          <dd>{who}</dd>
        </div>
        <div>
          <dt>{t('admin.live.lastSeen')}</dt>
          <dd>
            <time dateTime={visitor.last_seen_at} title={formatAdminDateTime(visitor.last_seen_at, lang)}>
              {t(ago.key, ago.params)}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('admin.live.since')}</dt>
          <dd>
            <time dateTime={visitor.first_seen_at}>{formatAdminDateTime(visitor.first_seen_at, lang)}</time>
          </dd>
        </div>
      </dl>
      {history.length > 0 && (
        <details className="live-history">
          <summary>{t('admin.live.history', { count: history.length })}</summary>
          <ol>
            {history.map((visit, index) => (
              <li key={`${visit.visited_at}-${index}`}>
                <time dateTime={visit.visited_at}>{formatAdminDateTime(visit.visited_at, lang)}</time>{' '}
                <a href={storefrontHref(visit.path)} target="_blank" rel="noopener noreferrer">
                  {visit.path}
                </a>
              </li>
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}
