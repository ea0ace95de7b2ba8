import { NavLink } from '../../lib/navigation';
import { adminPath } from '../admin-paths';
import { useAdminT } from '../i18n/useAdminT';
import { MENU_ENTRIES, sortMenu, type MenuEntry } from './menu-entries';

const SORTED_MENU = sortMenu(MENU_ENTRIES);

/** The admin menu, entries and sub-entries by their positions. */
export function AdminMenu({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const t = useAdminT();
  const item = (entry: MenuEntry) => (
    <li key={entry.key}>
      <NavLink to={adminPath(entry.path)} onClick={onNavigate}>
        {t(`menu.${entry.key}`)}
      </NavLink>
      {entry.children && <ul>{entry.children.map(item)}</ul>}
    </li>
  );
  return (
    <nav id={id} className={open ? 'admin-menu open' : 'admin-menu'} aria-label={t('menu.label')}>
      <ul>{SORTED_MENU.map(item)}</ul>
    </nav>
  );
}
