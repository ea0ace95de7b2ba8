import { Link } from '../lib/navigation';
import { useT } from '../lib/i18n/useT';
import { useSession } from '../lib/session/useSession';
import { useSeo } from './seo/useSeo';
import { pathFor } from '../../shared/routing/build-path';

/** Spec §8: "Page doesn't exists." (and its Serbian translation) for any path without a screen. */
export default function NotFound() {
  const t = useT();
  const { lang } = useSession();
  useSeo({ title: t('notFound.title') });
  return (
    <div className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>
        <Link to={pathFor('home', lang)}>{t('notFound.home')}</Link>
      </p>
    </div>
  );
}
