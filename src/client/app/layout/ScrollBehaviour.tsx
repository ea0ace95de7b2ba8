import { useEffect } from 'react';
import { keepsScroll, useLocation, useLocationState } from '../../lib/navigation';

/** How long to wait for a hash's element to appear while the screen loads its data. */
const HASH_WAIT_MS = 5000;

/**
 * Spec §2: every navigation scrolls to the top, or to the element the hash names; one made in place
 * (navigate's `keepScroll`: a listing's filter, applied or taken away) leaves the page where it is.
 */
export function ScrollBehaviour() {
  const { pathname, search, hash } = useLocation();
  const keepScroll = keepsScroll(useLocationState());
  useEffect(() => {
    if (!hash) {
      if (!keepScroll) window.scrollTo(0, 0);
      return undefined;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView();
      return target !== null;
    };
    if (scrollToTarget()) return undefined;
    const observer = new MutationObserver(() => {
      if (scrollToTarget()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HASH_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, search, hash, keepScroll]);
  return null;
}
