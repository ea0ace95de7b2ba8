/**
 * The app's navigation, on wouter (2 kB, against React Router's 13 kB in a phone's first load): the
 * address, links, redirects and route matching that storefront and admin use. Screens import from
 * here, never from the router library, so its choice is made in this folder alone.
 */
export { Route, Switch, useParams } from 'wouter';
export { Link, NavLink, isActivePath, type LinkProps, type NavLinkProps } from './links';
export { useLocation, type AppLocation } from './location';
export { Navigate } from './Navigate';
export { keepsScroll, useNavigate, type Navigate as NavigateFunction, type NavigateOptions } from './navigate';
export { BrowserNavigation, ServerNavigation } from './routers';
