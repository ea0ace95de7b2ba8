/** The fields a product's visibility depends on. */
export interface DisplayWindow {
  active: boolean;
  active_from: string | Date | null;
  active_to: string | Date | null;
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
