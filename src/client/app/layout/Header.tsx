import { useState } from 'react';
import { Link, NavLink } from '../../lib/navigation';
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

/**
 * The logo, the shop's own links, the HEADER menu pages and the language switch; a menu button on a phone.
 * One markup for every width: styles.css hides the button from 768 px and the closed menu under it, so the
 * server's HTML is already laid out for the visitor's screen and nothing moves when the page hydrates.
 */
export function Header({ pages, languagePaths, logo, siteName }: Props) {
  const t = useT();
  const { lang } = useSession();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const links = [
    { to: pathFor('shop', lang), label: t('nav.shop') },
    { to: pathFor('brands', lang), label: t('nav.brands') },
    ...menuTree(pages, 'HEADER').map(({ page }) => ({ to: pagePath(page), label: page.name })),
    { to: pathFor('wishlist', lang), label: t('nav.wishlist') },
    { to: pathFor('search', lang), label: t('nav.search') },
  ];
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <Link to={pathFor('home', lang)} className="logo" onClick={close}>
        {logo ? <img src={logo} alt={siteName} width={144} height={48} decoding="async" /> : siteName}
      </Link>
      <button type="button" className="menu-button" aria-expanded={open} aria-controls="main-menu" onClick={() => setOpen(!open)}>
        {t('nav.menu')}
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
}
