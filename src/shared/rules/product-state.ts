/** The fields a product's visibility depends on. */
export interface DisplayWindow {
  active: boolean;
  active_from: string | Date | null;
  active_to: string | Date | null;
}

/** Where a product stands for the admin's list (spec §9), in the order they are checked. */
export type ProductState = 'ACTIVE' | 'DEACTIVATED' | 'NOT_STARTED' | 'EXPIRED' | 'SOLD_OUT';

export function productState(product: DisplayWindow & { stock: number }, now: Date = new Date()): ProductState {
  const time = now.getTime();
  if (!product.active) return 'DEACTIVATED';
  if (product.active_from && new Date(product.active_from).getTime() > time) return 'NOT_STARTED';
  if (product.active_to && new Date(product.active_to).getTime() < time) return 'EXPIRED';
  if (product.stock <= 0) return 'SOLD_OUT';
  return 'ACTIVE';
}

/** Shown to visitors: switched on and inside its display window (both ends inclusive). */
export function isProductVisible(product: DisplayWindow, now: Date = new Date()): boolean {
  const time = now.getTime();
  return (
    product.active &&
    (!product.active_from || new Date(product.active_from).getTime() <= time) &&
    (!product.active_to || new Date(product.active_to).getTime() >= time)
  );
}
