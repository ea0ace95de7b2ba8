import { useEffect, useRef, type MouseEvent } from 'react';
import { Link } from '../lib/navigation';
import { useT } from '../lib/i18n/useT';
import './filters.css';

export interface FilterChip {
  key: string;
  /** What the chip says: "Boja: Crna". */
  label: string;
  /** The listing's address without this choice. */
  href: string;
}

interface Props {
  chips: readonly FilterChip[];
  /** The listing's address without any choice. */
  clearHref: string;
  /** Takes focus when the last chip goes (the chip the shopper used is gone, and so is every other). */
  onEmptied: () => void;
}

/**
 * What a listing is narrowed by, as chips above the products (on a phone too, where the panel is
 * closed): each one a link that takes its choice away, and one that clears them all. Links, so
 * they work before the app runs and Back brings a choice back; once it runs they leave the page
 * where it is, and focus goes to the chip now in the used one's place.
 */
export function FilterChips({ chips, clearHref, onEmptied }: Props) {
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  const used = useRef<number | null>(null);
  const chipKeys = chips.map((chip) => chip.key).join('\n');
  useEffect(() => {
    const at = used.current;
    if (at === null) return;
    used.current = null;
    const links = list.current?.querySelectorAll('a');
    if (links && links.length > 0) links[Math.min(at, links.length - 1)]!.focus({ preventScroll: true });
    else onEmptied();
    // Only a change of the chips moves focus; onEmptied is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chipKeys]);
  const using = (at: number) => (event: MouseEvent) => {
    if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) used.current = at;
  };

  if (chips.length === 0) return null;
  return (
    <nav className="active-filters" aria-label={t('filters.chosen')}>
      <ul ref={list}>
        {chips.map((chip, at) => (
          <li key={chip.key}>
            <Link to={chip.href} keepScroll onClick={using(at)} className="filter-chip" rel="nofollow" aria-label={t('filters.remove', { filter: chip.label })}>
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={clearHref} keepScroll onClick={using(Infinity)} className="filter-chips-clear" rel="nofollow">
        {t('filters.clearAll')}
      </Link>
    </nav>
  );
}
