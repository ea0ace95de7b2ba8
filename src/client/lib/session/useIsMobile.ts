import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/constants';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** Spec §9: the layout is mobile when the window is narrower than 768 px. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth < MOBILE_BREAKPOINT_PX,
    () => false,
  );
}
