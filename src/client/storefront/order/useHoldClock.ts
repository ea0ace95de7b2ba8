import { useEffect, useState } from 'react';

/** setTimeout's longest wait; a hold is at most a day (card_hold_minutes). */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The time to judge a card order's hold by: now, and again once the hold ends, so a page left open
 * stops offering to pay when the server no longer takes the payment.
 */
export function useHoldClock(until: string | null | undefined): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!until) return;
    const left = new Date(until).getTime() - Date.now();
    if (!(left > 0)) return;
    const timer = window.setTimeout(() => setNow(new Date()), Math.min(left + 1000, LONGEST_WAIT_MS));
    return () => window.clearTimeout(timer);
  }, [until]);
  return now;
}
