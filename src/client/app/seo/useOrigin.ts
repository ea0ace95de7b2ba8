import { useContext } from 'react';
import { HeadCollectorContext } from './head-collector';

/** The shop's address, for share links and structured data: the request's on the server, the page's in the browser. */
export function useOrigin(): string {
  const collector = useContext(HeadCollectorContext);
  return collector?.origin ?? (typeof location === 'undefined' ? '' : location.origin);
}
