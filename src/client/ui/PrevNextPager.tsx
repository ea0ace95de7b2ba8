import { Link } from '../lib/navigation';
import { useT } from '../lib/i18n/useT';
import './pager.css';

interface Props {
  current: number;
  last: number;
  hrefFor(page: number): string;
  /** The navigation's name, e.g. "Blog pages". */
  label: string;
}

/** Previous and next links around "Page 2 of 5"; each page has its own address, so Back returns to it. */
export function PrevNextPager({ current, last, hrefFor, label }: Props) {
  const t = useT();
  if (last <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      {current > 1 ? (
        <Link to={hrefFor(current - 1)} rel="prev" className="button">
          {t('pager.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{t('pager.pageOf', { page: current, last })}</span>
      {current < last ? (
        <Link to={hrefFor(current + 1)} rel="next" className="button">
          {t('pager.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
