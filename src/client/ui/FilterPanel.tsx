import { useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { pluralKey } from '../../shared/i18n/plural';
import { useT } from '../lib/i18n/useT';
import { useSession } from '../lib/session/useSession';
import './filters.css';

interface Props {
  /** How many products the current choice shows: the phone's "Prikaži N proizvoda" says it. */
  total: number;
  /** The aside's class, for the listing's layout (`shop-aside`, `search-facets`). */
  className: string;
  /** The aside's name, when it needs one (the search's "Suzi rezultate"). */
  label?: string;
  /** The filters: category tree, price, facets. */
  children: ReactNode;
}

/**
 * A listing's filter column. One markup for every width (the server cannot know it): filters.css
 * shows the toggle, and hides the closed panel, only under 768 px. On a phone the open panel stays
 * open while the shopper ticks, and ends in a "Prikaži N proizvoda" button that keeps to the
 * screen's foot: it closes the panel and brings the shopper, and focus, back to the toggle, right
 * above the products.
 */
export function FilterPanel({ total, className, label, children }: Props) {
  const t = useT();
  const { lang } = useSession();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const showProducts = () => {
    flushSync(() => setOpen(false));
    toggle.current?.scrollIntoView({ block: 'start' });
    toggle.current?.focus({ preventScroll: true });
  };
  return (
    <aside className={`filters-aside ${className}`} aria-label={label}>
      <button ref={toggle} type="button" className="button filters-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? t('filters.hide') : t('filters.show')}
      </button>
      <div id={panelId} className={open ? 'filters-panel open' : 'filters-panel'}>
        {children}
        <button type="button" className="button button-primary filters-done" onClick={showProducts}>
          {t(pluralKey('filters.showProducts', lang, total), { count: total })}
        </button>
      </div>
    </aside>
  );
}
