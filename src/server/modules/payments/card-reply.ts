/**
 * The bank's reply to a card payment, as it posts it back through the shopper's browser: trusted only
 * when its signature is the store key's (checked in constant time) and it names this shop, and then
 * read into what the shop records. NestPay's words: `Response` Approved, Declined or Error;
 * `ProcReturnCode` 00 when approved; `mdStatus` 1–4 when 3-D Secure let the card through.
 */
import { RSD_CURRENCY_CODE, type CardGateway } from './gateway';
import { isSignedReply } from './nestpay-hash';
import { shopTimeToInstant } from '../../lib/shop-day';
import type { CardPaymentStatusName } from './tables';

export interface CardReply {
  orderNumber: string;
  /** What the attempt becomes. */
  status: Extract<CardPaymentStatusName, 'APPROVED' | 'DECLINED' | 'ERROR'>;
  /** The amount the bank says it charged, in RSD. */
  amountRsd: number;
  transactionDate: Date | null;
  authorizationCode: string | null;
  transactionId: string | null;
  response: string | null;
  returnCode: string | null;
  message: string | null;
  maskedCard: string | null;
}

/** Why a reply is not taken: the server logs it, and the shopper is told the bank's reply could not be checked. */
export type RefusedReply = { refused: 'unsigned' | 'other-shop' | 'malformed' };

const text = (value: string | undefined, max = 255) => (value?.trim() ? value.trim().slice(0, max) : null);

/** EXTRA.TRXDATE, "20261130 14:02:11" on the bank's (Belgrade's) clock. */
export function readTransactionDate(value: string | undefined): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  return shopTimeToInstant(year, month, day, hour, minute, second);
}

export function readCardReply(params: Readonly<Record<string, string>>, gateway: CardGateway): CardReply | RefusedReply {
  if (!isSignedReply(params, gateway.storeKey)) return { refused: 'unsigned' };
  if (params.clientid !== gateway.clientId) return { refused: 'other-shop' };
  const orderNumber = text(params.oid, 64);
  const amountRsd = Number(params.amount);
  if (!orderNumber || !Number.isFinite(amountRsd) || params.currency !== RSD_CURRENCY_CODE) return { refused: 'malformed' };
  const response = text(params.Response, 32);
  const returnCode = text(params.ProcReturnCode, 8);
  const authenticated = ['1', '2', '3', '4'].includes(params.mdStatus ?? '');
  const status = response === 'Approved' && returnCode === '00' && authenticated ? 'APPROVED' : response === 'Declined' ? 'DECLINED' : 'ERROR';
  return {
    orderNumber,
    status,
    amountRsd,
    transactionDate: readTransactionDate(params['EXTRA.TRXDATE']),
    authorizationCode: status === 'APPROVED' ? text(params.AuthCode, 32) : null,
    transactionId: text(params.TransId, 64),
    response,
    returnCode,
    message: text(params.ErrMsg) ?? (authenticated ? null : text(params.mdErrorMsg)),
    maskedCard: text(params.MaskedPan, 32),
  };
}
