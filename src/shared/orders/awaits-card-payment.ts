import { ORDER_STATUS } from '../constants';

/** What decides whether an order can still be paid by card: the API's names, the status as its number. */
export interface CardPaymentState {
  payment_method: string;
  status: number;
  payment_status?: string | null;
  /** When its stock hold ends (an ISO time from the API, or a Date on the server); null: no hold. */
  payment_hold_until?: string | Date | null;
}

/**
 * Whether a card order may still be paid (by card again, or another way): in process, not paid,
 * and within the hold on its stock. After the hold the order is cancelled and its stock returned
 * (the server's hold-release job), so neither the page nor the API offers to pay it then. The order
 * page's buttons, startCardPayment and changeOrderPaymentMethod all ask this.
 */
export function awaitsCardPayment(order: CardPaymentState, now: Date = new Date()): boolean {
  if (order.payment_method !== 'CARD' || order.status !== ORDER_STATUS.IN_PROCESS) return false;
  if (order.payment_status !== 'AWAITING' && order.payment_status !== 'FAILED') return false;
  const until = order.payment_hold_until == null ? null : new Date(order.payment_hold_until);
  return until !== null && until.getTime() > now.getTime();
}
