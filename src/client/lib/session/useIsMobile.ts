import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/constants';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * Spec §3/§9: the session's is-mobile flag, true when the window is narrower than 768 px. It is data
 * (the live channel reports it), never layout: the server cannot know the width, so a component that
 * drew differently by it would move the page when it hydrates. Layout is CSS (`@media (min-width: 768px)`,
 * see src/client/app/styles.css), already right in the server's HTML.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth < MOBILE_BREAKPOINT_PX,
    () => false,
  );
}
