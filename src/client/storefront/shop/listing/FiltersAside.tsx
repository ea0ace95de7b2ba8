import { useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { pluralKey } from '../../../../shared/i18n/plural';
import { useSession } from '../../../lib/session/useSession';
import { useT } from '../messages';

interface Props {
  /** How many products the current selection shows: the phone's "show N products" says it. */
  total: number;
  /** The category tree, the price and the facets. */
  children: ReactNode;
}

/**
 * The listing's filter column. One markup for every width (the server cannot know it): shop.css
 * shows the toggle, and hides the closed panel, only under 768 px. On a phone the open panel stays
 * open while the shopper ticks, and ends in a "Prikaži N proizvoda" button that keeps to the
 * screen's foot: it closes the panel and brings the shopper, and focus, back to the toggle, right
 * above the products.
 */
export function FiltersAside({ total, children }: Props) {
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
    <aside className="shop-aside">
      <button ref={toggle} type="button" className="button shop-filters-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? t('shop.filters.hide') : t('shop.filters.show')}
      </button>
      <div id={panelId} className={open ? 'shop-panel open' : 'shop-panel'}>
        {children}
        <button type="button" className="button button-primary shop-panel-done" onClick={showProducts}>
          {t(pluralKey('shop.filters.showProducts', lang, total), { count: total })}
        </button>
      </div>
    </aside>
  );
}
