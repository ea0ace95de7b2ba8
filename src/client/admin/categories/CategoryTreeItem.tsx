import type { ReactNode } from 'react';
import { Link } from '../../lib/navigation';
import { useAdminT } from '../i18n/useAdminT';
import { categoryPath } from '../kit/catalog-paths';
import { DragHandle } from '../kit/sortable/DragHandle';
import { useSortableItem } from '../kit/sortable/useSortableItem';
import type { TreeRow } from './category-tree';

interface Props {
  category: TreeRow;
  /** Its products with its subcategories', as the storefront counts them. */
  products: number;
  selected: boolean;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  /** The list of its subcategories, if it has any. */
  children?: ReactNode;
}

/** A category of the tree: its drag handle, link, counts and ↑ ↓ buttons, and its subcategories below. */
export function CategoryTreeItem({ category, products, selected, first, last, busy, onMove, children }: Props) {
  const t = useAdminT();
  const sortable = useSortableItem(category.id);
  const name = category.name || t('admin.catalog.untitled');
  const classes = ['catalog-tree-row', selected ? 'is-selected' : '', sortable.isDragging ? 'is-dragged' : ''];
  return (
    <li ref={sortable.ref} style={sortable.style}>
      <div className={classes.filter(Boolean).join(' ')} data-testid={`category-row-${category.id}`}>
        <DragHandle handle={sortable.handle} name={name} disabled={busy} />
        <Link to={categoryPath(category.id)} className="catalog-tree-name" aria-current={selected ? 'page' : undefined}>
          {name}
        </Link>
        <span className="catalog-tree-counts">
          {t('admin.catalog.categories.counts', { products, views: category.products_views, wishlist: category.wishlist_added })}
        </span>
        <span className="catalog-tree-moves">
          <button
            type="button"
            className="button"
            onClick={() => onMove(-1)}
            disabled={first || busy}
            aria-label={t('admin.catalog.moveUp', { name: category.name })}
            title={t('admin.catalog.moveUp', { name: category.name })}
          >
            ↑
          </button>
          <button
            type="button"
            className="button"
            onClick={() => onMove(1)}
            disabled={last || busy}
            aria-label={t('admin.catalog.moveDown', { name: category.name })}
            title={t('admin.catalog.moveDown', { name: category.name })}
          >
            ↓
          </button>
        </span>
      </div>
      {children}
    </li>
  );
}
