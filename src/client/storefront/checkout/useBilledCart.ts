import { useEffect, useState } from 'react';
import type { GetOrderQuoteQuery } from '../../../../generated/client/graphql';
import type { Cart } from '../../lib/cart/useCart';

type QuoteItem = GetOrderQuoteQuery['orderQuote']['items'][number];

/**
 * The cart follows what the server bills: a line asking for more than the quote charges (the stock
 * is lower now) takes the billed quantity, so the header counts what the order will hold. Returns
 * the products so reduced, to say why; a line the shopper changes again is no longer one of them.
 * `items` must be the quote of the cart as it is (not a placeholder from an earlier cart).
 */
export function useBilledCart(cart: Cart, items: readonly QuoteItem[] | undefined) {
  const [reduced, setReduced] = useState<ReadonlySet<string>>(new Set());
  const { lines, setQuantity } = cart;
  useEffect(() => {
    if (!items) return;
    const over = items.filter((item) => (lines.find((line) => line.product_id === item.product.id)?.quantity ?? 0) > item.quantity);
    if (over.length === 0) return;
    for (const item of over) setQuantity(item.product.id, item.quantity, item.product.max_quantity);
    setReduced((current) => new Set([...current, ...over.map((item) => item.product.id)]));
  }, [items, lines, setQuantity]);
  const changed = (productId: string) =>
    setReduced((current) => (current.has(productId) ? new Set([...current].filter((id) => id !== productId)) : current));
  return { reduced, changed };
}
