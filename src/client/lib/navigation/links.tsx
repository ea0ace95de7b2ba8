import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref } from 'react-router-dom';
import { useLocation } from './location';
import { useNavigate } from './navigate';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The path, with its query string and hash. */
  to: string;
  /** Replace the current history entry (a link to where the visitor already is always does). */
  replace?: boolean;
  /** Leave the page where it is (navigate's `keepScroll`): a listing's filter chip. */
  keepScroll?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser should handle itself: another tab or window, a download, a modified or non-primary click. */
const leftToBrowser = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined, download: unknown) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey ||
  (target !== undefined && target !== '_self') ||
  download !== undefined;

/** A plain anchor (it works without JavaScript and for crawlers) that, once the app runs, navigates in the page. */
export function Link({ to, replace, keepScroll, onClick, ...anchor }: LinkProps) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // Within the router's base (a Cyrillic page's /cir), as the browser will open it in a new tab.
  const href = useHref(to);
  return (
    <a
      {...anchor}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event, anchor.target, anchor.download)) return;
        event.preventDefault();
        navigate(to, { replace: replace ?? to === pathname + search + hash, keepScroll });
      }}
    />
  );
}

export interface NavLinkProps extends LinkProps {
  /** Active only on exactly this path, not on the paths below it. */
  end?: boolean;
}

/** Whether the address is at `to` (or below it, unless `end`), by path alone. */
export const isActivePath = (pathname: string, to: string, end: boolean) => {
  const path = to.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  return pathname === path || (!end && pathname.startsWith(path === '/' ? '/' : `${path}/`));
};

/** A menu's link: while the address is at it, class `active` and aria-current="page". */
export function NavLink({ end = false, className, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, link.to, end);
  return (
    <Link
      {...link}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
