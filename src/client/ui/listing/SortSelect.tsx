import { useId } from 'react';
import { shopSorts, type ShopSort } from '../../../shared/catalog/shop-sort';
import { useT } from './messages';
import { useSession } from '../../lib/session/useSession';

/** The listing's order; views and wishlist are offered to administrators only (spec §6). */
export function SortSelect({ value, onChange }: { value: ShopSort; onChange: (sort: ShopSort) => void }) {
  const t = useT();
  const { isAdmin } = useSession();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t('listing.sort.label')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as ShopSort)}>
        {shopSorts({ admin: isAdmin }).map((sort) => (
          <option key={sort} value={sort}>
            {t(`listing.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
