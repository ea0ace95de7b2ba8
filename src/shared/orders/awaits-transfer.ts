import { ORDER_STATUS } from '../constants';

/** What decides whether an order waits for a bank transfer: the API's names, the status as its number. */
export interface TransferState {
  payment_method: string;
  status: number;
  /** Null on an order placed before payments were recorded (migration 094). */
  payment_status?: string | null;
}

/**
 * Whether the shopper is still asked to pay `order` by transfer (the IPS QR code, or the plain
 * instructions): a bank-transfer order in process that the shop has not marked paid (or refunded).
 * The order page, the confirmation e-mail and Order.payment_qr all ask this.
 */
export function awaitsTransfer(order: TransferState): boolean {
  return order.payment_method === 'BANK_TRANSFER' && order.status === ORDER_STATUS.IN_PROCESS && order.payment_status !== 'PAID' && order.payment_status !== 'REFUNDED';
}
