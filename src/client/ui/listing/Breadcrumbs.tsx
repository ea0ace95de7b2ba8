import { Link } from '../../lib/navigation';
import { useT } from './messages';
import type { Crumb } from './breadcrumb-trail';

/** Where the listing sits: each step a link, the last one the current page. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const t = useT();
  if (trail.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('listing.breadcrumbs')}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.to}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.to}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
