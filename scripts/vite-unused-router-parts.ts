import type { Plugin } from 'vite';

/** React Router's own modules (its `dist/`, whichever build the package's exports choose). */
const ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.m?js$/;
/** `Link.displayName = "Link";`: a name for React's developer tools, written at the module's top. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"]*";$/gm;
/** `var Link = React10.forwardRef(`, `= React3.memo(`: a component made by a call the bundler cannot know is pure. */
const COMPONENT_CALL = /= (React\d*\.(?:forwardRef|memo)\()/g;

/**
 * Lets the browser's build leave out what the app never uses of React Router (its Link, NavLink,
 * Form, ScrollRestoration, …: the app has its own links in src/client/lib/navigation/). React
 * Router ships as one large module in which each component is kept by a top-level `displayName`
 * write or made by an unannotated `forwardRef` or `memo` call, so tree-shaking can drop none of them: about
 * 6 kB gzipped of a storefront page's first load (issue 25's budget is 106 kB). Taking the writes
 * out and marking the calls pure changes nothing the app runs; should React Router's build change
 * shape, these patterns stop matching and the bundle is only larger, which `npm run bench:client`
 * reports.
 */
export function unusedRouterParts(): Plugin {
  return {
    name: 'izlog-unused-router-parts',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_DIST },
      handler(code) {
        return { code: code.replace(DISPLAY_NAME, '').replace(COMPONENT_CALL, '= /* @__PURE__ */ $1'), map: null };
      },
    },
  };
}
