/**
 * An order's NBS IPS QR code (src/shared/orders/ips-qr.ts): what the order page, the thank-you step
 * and the order e-mail show a shopper who pays by bank transfer.
 */
import { awaitsTransfer } from '../../../shared/orders/awaits-transfer';
import { IPS_PAYMENT_CODE, IPS_REFERENCE_MODEL, ipsQrText, orderReference } from '../../../shared/orders/ips-qr';
import { orderCodeNumber } from '../../../shared/orders/order-code';
import type { GraphQLContext } from '../../context';
import { qrSvg } from '../../lib/qr-code';
import { sharedContent } from '../../lib/per-content';
import type { OrderRow, OrderSettingsTable } from './tables';

/** The payee as the order settings hold it. */
export type Payee = Pick<OrderSettingsTable, 'bank_account' | 'bank_account_name'>;

/** What a shopper needs to pay an order by transfer: the code's text and the same data for a payment form. */
export interface TransferPayment {
  text: string;
  account: string;
  payee: string;
  amount_rsd: number;
  payment_code: string;
  reference: string;
}

/** What the statement says the payment was for, in the order's language. */
const purposeOf = (order: Pick<OrderRow, 'code' | 'lang'>) => `${order.lang === 1 ? 'Order' : 'Porudžbina'} ${orderCodeNumber(order.code)}`;

/**
 * How to pay `order` by transfer while it waits for the money (awaitsTransfer); null otherwise, or
 * when the settings hold no account a bank would take or no payee.
 */
export function transferPayment(order: Pick<OrderRow, 'code' | 'lang' | 'status' | 'payment_method' | 'payment_status' | 'total_rsd'>, payee: Payee | undefined): TransferPayment | null {
  if (!awaitsTransfer(order) || !payee?.bank_account) return null;
  const name = payee.bank_account_name?.trim() ?? '';
  const amount = Number(order.total_rsd);
  const text = ipsQrText({ account: payee.bank_account, payee: name, amountRsd: amount, orderCode: order.code, purpose: purposeOf(order) });
  if (!text) return null;
  return {
    text,
    account: payee.bank_account.trim(),
    payee: name,
    amount_rsd: amount,
    payment_code: IPS_PAYMENT_CODE,
    reference: `${IPS_REFERENCE_MODEL} ${orderReference(order.code)}`,
  };
}

/** The shop's payee, from the order settings. */
export function readPayee(ctx: Pick<GraphQLContext, 'db' | 'services'>): Promise<Payee | undefined> {
  // Read for every order placed (its mails and its answer's payment code): kept until the order settings change.
  return sharedContent(ctx.services, 'order payee', () => ctx.db.selectFrom('order_settings').select(['bank_account', 'bank_account_name']).where('id', '=', 1).executeTakeFirst());
}

/** Order.payment_qr: the code with its image, or null. */
export async function orderPaymentQr(ctx: GraphQLContext, order: OrderRow) {
  const payment = transferPayment(order, await readPayee(ctx));
  return payment && { ...payment, svg: await qrSvg(payment.text) };
}
