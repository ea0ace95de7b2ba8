import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useT } from '../../lib/i18n/useT';
import { useSession } from '../../lib/session/useSession';
import { pagePath, pathFor } from '../../../shared/routing/build-path';
import type { RoutePage } from '../routes/usePagesByLang';
import { HeaderSearch } from './HeaderSearch';
import { HeaderTools } from './HeaderTools';
import { LanguageSwitch } from './LanguageSwitch';
import { menuTree } from './menu-pages';

interface Props {
  pages: readonly RoutePage[] | undefined;
  languagePaths: readonly [string | undefined, string | undefined];
  logo: string | null | undefined;
  siteName: string;
}

/** The logo, the shop's own links, the HEADER menu pages and the language switch; a menu button on a phone. */
export function Header({ pages, languagePaths, logo, siteName }: Props) {
  const t = useT();
  const { lang, isMobile } = useSession();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const links = [
    { to: pathFor('shop', lang), label: t('nav.shop') },
    { to: pathFor('brands', lang), label: t('nav.brands') },
    ...menuTree(pages, 'HEADER').map(({ page }) => ({ to: pagePath(page), label: page.name })),
    { to: pathFor('wishlist', lang), label: t('nav.wishlist') },
    { to: pathFor('search', lang), label: t('nav.search') },
  ];
  const showMenu = !isMobile || open;
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <Link to={pathFor('home', lang)} className="logo" onClick={close}>
        {logo ? <img src={logo} alt={siteName} width={144} height={48} decoding="async" /> : siteName}
      </Link>
      {isMobile && (
        <button type="button" className="menu-button" aria-expanded={open} aria-controls="main-menu" onClick={() => setOpen(!open)}>
          {t('nav.menu')}
        </button>
      )}
      {showMenu && (
        <nav id="main-menu" className="main-menu" aria-label={t('nav.main')}>
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
      )}
      <HeaderSearch onNavigate={close} />
      <HeaderTools onNavigate={close} />
      <LanguageSwitch paths={languagePaths} />
    </header>
  );
}
