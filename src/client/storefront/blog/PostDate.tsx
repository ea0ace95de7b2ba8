import { useSession } from '../../lib/session/useSession';
import { formatDate } from '../../../shared/i18n/dates';

/** A post's publication day in the language's format, machine-readable too. */
export function PostDate({ iso }: { iso: string }) {
  const { lang } = useSession();
  return (
    <time className="post-date" dateTime={iso}>
      {formatDate(iso, lang)}
    </time>
  );
}
