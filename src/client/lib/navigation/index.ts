/**
 * The app's navigation, on React Router (`react-router-dom`): the address, links, redirects and the
 * admin's route matching that storefront and admin use. Screens import from here, never from the
 * router library, so the library's use is kept in this folder (and the tests' memory history).
 */
export { Link, NavLink, isActivePath, type LinkProps, type NavLinkProps } from './links';
export { useLocation, useLocationState, type AppLocation } from './location';
export { Navigate } from './Navigate';
export { keepsScroll, useNavigate, type Navigate as NavigateFunction, type NavigateOptions } from './navigate';
export { BrowserNavigation, ServerNavigation } from './routers';
export { Route, Switch, useParams, type RouteProps } from './switch';
