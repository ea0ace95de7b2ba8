import type { PageAdminItemFragment } from '../../../../generated/client/graphql';
import { SortableGroup } from '../kit/sortable/SortableGroup';
import { useSortableItem } from '../kit/sortable/useSortableItem';
import { PageRow } from './PageRow';

interface RowActions {
  sorting: boolean;
  toggling: boolean;
  onMove: (page: PageAdminItemFragment, delta: -1 | 1) => void;
  onActive: (page: PageAdminItemFragment, active: boolean) => void;
  /** A new order of one parent's pages (ids), as dropped. */
  onReorder: (ids: string[]) => void;
}

interface Props extends RowActions {
  page: PageAdminItemFragment;
  subpages: readonly PageAdminItemFragment[];
  first: boolean;
  last: boolean;
}

/**
 * A top-level page and its subpages, one `tbody` that moves as one among the menu's pages; its
 * subpages are a sortable group of their own, so a drag never changes a page's parent.
 */
export function PageRowGroup({ page, subpages, first, last, ...actions }: Props) {
  const sortable = useSortableItem(page.id);
  return (
    <tbody ref={sortable.ref} style={sortable.style}>
      <PageRow
        page={page}
        depth={0}
        first={first}
        last={last}
        sorting={actions.sorting}
        toggling={actions.toggling}
        handle={sortable.handle}
        onMove={(delta) => actions.onMove(page, delta)}
        onActive={(active) => actions.onActive(page, active)}
      />
      {subpages.length > 0 && (
        <SortableGroup ids={subpages.map((child) => child.id)} nameOf={(id) => subpages.find((child) => child.id === id)?.name ?? ''} disabled={actions.sorting} onReorder={actions.onReorder}>
          {subpages.map((child, index) => (
            <SubpageRow key={child.id} page={child} first={index === 0} last={index === subpages.length - 1} {...actions} />
          ))}
        </SortableGroup>
      )}
    </tbody>
  );
}

function SubpageRow({ page, first, last, ...actions }: RowActions & { page: PageAdminItemFragment; first: boolean; last: boolean }) {
  const sortable = useSortableItem(page.id);
  return (
    <PageRow
      page={page}
      depth={1}
      first={first}
      last={last}
      sorting={actions.sorting}
      toggling={actions.toggling}
      handle={sortable.handle}
      rowRef={sortable.ref}
      style={sortable.style}
      onMove={(delta) => actions.onMove(page, delta)}
      onActive={(active) => actions.onActive(page, active)}
    />
  );
}
