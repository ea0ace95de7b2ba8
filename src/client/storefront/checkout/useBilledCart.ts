import { useEffect, useState } from 'react';
import type { GetOrderQuoteQuery } from '../../../../generated/client/graphql';
import { lineKey } from '../../lib/cart/cart-storage';
import type { Cart } from '../../lib/cart/useCart';

type QuoteItem = GetOrderQuoteQuery['orderQuote']['items'][number];

/**
 * The cart follows what the server bills: a line asking for more than the quote charges (the stock
 * is lower now) takes the billed quantity, so the header counts what the order will hold. Returns
 * the lines so reduced (their keys), to say why; a line the shopper changes again is no longer one of them.
 * `items` must be the quote of the cart as it is (not a placeholder from an earlier cart).
 */
export function useBilledCart(cart: Cart, items: readonly QuoteItem[] | undefined) {
  const [reduced, setReduced] = useState<ReadonlySet<string>>(new Set());
  const { lines, setQuantity } = cart;
  useEffect(() => {
    if (!items) return;
    const over = items.filter((item) => (lines.find((line) => lineKey(line) === item.variant.id)?.quantity ?? 0) > item.quantity);
    if (over.length === 0) return;
    for (const item of over) setQuantity(item.variant.id, item.quantity, item.variant.max_quantity);
    setReduced((current) => new Set([...current, ...over.map((item) => item.variant.id)]));
  }, [items, lines, setQuantity]);
  /** The shopper changed the line named `key` (lineKey). */
  const changed = (key: string) =>
    setReduced((current) => (current.has(key) ? new Set([...current].filter((id) => id !== key)) : current));
  return { reduced, changed };
}
