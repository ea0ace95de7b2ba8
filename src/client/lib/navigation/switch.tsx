import { Children, createContext, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { matchPath } from 'react-router-dom';
import { useLocation } from './location';

export interface RouteProps {
  /** An absolute path pattern (`/cms/products/:id`, `/cms/auth/*`); none matches every path. */
  path?: string;
  children?: ReactNode;
}

type Params = Readonly<Record<string, string | undefined>>;

const ParamsContext = createContext<Params>({});

/** The parameters the matched routes' patterns named (`:id`), the inner Switch's over the outer's. */
export function useParams(): Params {
  return useContext(ParamsContext);
}

/** The parameters `path` takes from `pathname`, or undefined when it does not match; a Route without a path matches every one. */
const paramsAt = (path: string | undefined, pathname: string): Params | undefined => (path === undefined ? {} : matchPath(path, pathname)?.params);

/** One screen of a Switch; outside a Switch, shown while its pattern matches the address. */
export function Route({ path, children }: RouteProps) {
  const { pathname } = useLocation();
  const matched = paramsAt(path, pathname);
  return matched ? <Matched params={matched}>{children}</Matched> : null;
}

/** Shows the first Route whose pattern matches the address (the order decides, not specificity). */
export function Switch({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    const { path, children: screen } = (child as ReactElement<RouteProps>).props;
    const params = paramsAt(path, pathname);
    if (params) return <Matched params={params}>{screen}</Matched>;
  }
  return null;
}

function Matched({ params, children }: { params: Params; children: ReactNode }) {
  const outer = useContext(ParamsContext);
  return <ParamsContext.Provider value={{ ...outer, ...params }}>{children}</ParamsContext.Provider>;
}
