import { memo, useState } from 'react';
import { Link, NavLink } from '../../lib/navigation';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';
import { pagePath, pathFor } from '../../../shared/routing/build-path';
import { logoSize } from '../../../shared/rules/brand-images';
import type { RoutePage } from '../routes/usePagesByLang';
import { HeaderSearch } from './HeaderSearch';
import { HeaderTools } from './HeaderTools';
import { LanguageSwitch } from './LanguageSwitch';
import { menuTree } from './menu-pages';

interface Props {
  pages: readonly RoutePage[] | undefined;
  languagePaths: readonly [string | undefined, string | undefined];
  /** The logo set in the settings; the shop's name stands instead without one. */
  logo: { url: string; width?: number | null; height?: number | null } | null | undefined;
  siteName: string;
}

/**
 * The logo (its width and height in its own proportions within the header's box, so the server's
 * page keeps its space before it loads), the search field, the wishlist, account and cart, the language switch, and the menu (the
 * shop, brands and the HEADER menu pages); on a phone the menu waits behind a menu button. One markup
 * for every width: styles.css lays it out (two rows of fixed height, at most 112 px on a phone) and
 * hides the button from 768 px, so the server's HTML is already laid out for the visitor's screen and
 * nothing moves when the page hydrates.
 */
export const Header = memo(function Header({ pages, languagePaths, logo, siteName }: Props) {
  const t = useT();
  const { lang } = useSession();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const links = [
    { to: pathFor('shop', lang), label: t('nav.shop') },
    { to: pathFor('brands', lang), label: t('nav.brands') },
    ...menuTree(pages, 'HEADER').map(({ page }) => ({ to: pagePath(page), label: page.name })),
  ];
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <Link to={pathFor('home', lang)} className="logo" onClick={close}>
        {logo ? <img src={logo.url} alt={siteName} {...logoSize(logo)} decoding="async" /> : siteName}
      </Link>
      <button type="button" className="menu-button" aria-expanded={open} aria-controls="main-menu" onClick={() => setOpen(!open)}>
        <span className="visually-hidden">{t('nav.menu')}</span>
      </button>
      <nav id="main-menu" className={open ? 'main-menu open' : 'main-menu'} aria-label={t('nav.main')}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={close} end>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <HeaderSearch onNavigate={close} />
      <HeaderTools onNavigate={close} />
      <LanguageSwitch paths={languagePaths} />
    </header>
  );
});
