import { useCallback, useEffect, useRef, useState } from 'react';
import type { StartCardPaymentMutation } from '../../../../generated/client/graphql';
import { useStartCardPaymentMutation } from '../../../../generated/hooks';

export type CardForm = StartCardPaymentMutation['startCardPayment'];

/** How long the page waits for the bank's page to open before it offers to post the form again. */
const STALLED_AFTER_MS = 8000;

const STARTED_PREFIX = 'izlog:card-started:';
/** Where the storage is forbidden, this page's memory stands in for it. */
const startedHere = new Set<string>();

/**
 * Whether this tab already went to the bank's page for the order from its thank-you step: coming
 * back to that step (the browser's Back from the bank's page) then offers a button rather than
 * sending the shopper to the bank again, a new try each time.
 */
function startedBefore(code: string): boolean {
  try {
    return sessionStorage.getItem(STARTED_PREFIX + code) !== null;
  } catch {
    return startedHere.has(code);
  }
}

function markStarted(code: string): void {
  try {
    sessionStorage.setItem(STARTED_PREFIX + code, '1');
  } catch {
    startedHere.add(code);
  }
}

/**
 * A try to pay the order by card: startCardPayment signs the bank's form, which is rendered and
 * posted (a real form post: the bank's page must be opened by the browser, with its fields, not
 * fetched). `autoStart` goes at once, once per tab. `going` while the shopper is on the way;
 * `stalled` when the bank's page has not opened after a while, so the page offers to post again.
 */
export function useCardRedirect(order: { code: string; status_key: string }, { autoStart, onRefused }: { autoStart: boolean; onRefused(): void }) {
  const start = useStartCardPaymentMutation();
  const [form, setForm] = useState<CardForm | null>(null);
  const [going, setGoing] = useState(() => autoStart && !startedBefore(order.code));
  const [stalled, setStalled] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const autoStarting = useRef(going);
  const { code, status_key: key } = order;
  const { mutate, reset } = start;

  const go = useCallback(() => {
    setGoing(true);
    setStalled(false);
    setForm(null);
    mutate(
      { code, key },
      {
        onSuccess: (data) => setForm(data.startCardPayment),
        onError: () => {
          setGoing(false);
          onRefused();
        },
      },
    );
  }, [code, key, mutate, onRefused]);

  const post = useCallback(() => {
    setStalled(false);
    try {
      formRef.current?.submit();
    } catch {
      setGoing(false);
    }
  }, []);

  useEffect(() => {
    if (!autoStarting.current) return;
    autoStarting.current = false;
    markStarted(code);
    go();
  }, [code, go]);

  useEffect(() => {
    if (!form) return;
    post();
    const timer = window.setTimeout(() => setStalled(true), STALLED_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [form, post]);

  // Back from the bank's page to this page as the browser kept it: the form was used, offer a new try.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setGoing(false);
      setStalled(false);
      setForm(null);
      reset();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [reset]);

  /** The button: posts the signed form again when it is there, or asks for a new one. */
  const retry = form ? post : go;
  return { going, stalled, form, formRef, retry, error: start.error };
}
