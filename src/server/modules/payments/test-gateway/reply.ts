/**
 * The signed reply the test bank posts back to the shop, as NestPay's 3D Pay Hosting does: every
 * field of the request but its HASH, the outcome (approved to okUrl; declined or cancelled to
 * failUrl), and a new HASH over all of it under the store key.
 */
import { nestpayHash } from '../nestpay-hash';
import type { PaymentRequest } from './check-request';
import { authCode, hostReference, transactionDate, transactionId } from './transaction-ids';

export type Decision = 'approve' | 'decline' | 'cancel';

export const DECISIONS: readonly Decision[] = ['approve', 'decline', 'cancel'];

/** A card number as typed, spaces allowed: its 12 to 19 digits, or null. */
export function cardDigits(typed: string): string | null {
  const digits = typed.replace(/ /g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** 435508***4358: the first six and the last four digits. */
export const maskedPan = (digits: string): string => `${digits.slice(0, 6)}***${digits.slice(-4)}`;

/** The outcome's fields; `digits` is the card's, null only when the shopper cancelled. */
function outcomeFields(decision: Decision, digits: string | null, at: Date): Record<string, string> {
  const common = { 'EXTRA.TRXDATE': transactionDate(at) };
  const card: Record<string, string> = digits ? { MaskedPan: maskedPan(digits) } : {};
  switch (decision) {
    case 'approve':
      return {
        Response: 'Approved',
        ProcReturnCode: '00',
        mdStatus: '1',
        mdErrorMsg: 'Authenticated',
        AuthCode: authCode(),
        TransId: transactionId(at),
        HostRefNum: hostReference(),
        ErrMsg: '',
        ...card,
        ...common,
      };
    case 'decline':
      return { Response: 'Declined', ProcReturnCode: '05', mdStatus: '1', AuthCode: '', TransId: transactionId(at), ErrMsg: 'Declined', ...card, ...common };
    case 'cancel':
      return { Response: 'Error', ProcReturnCode: '99', mdStatus: '0', mdErrorMsg: 'Cancelled by the cardholder', ErrMsg: 'Cancelled by the cardholder', ...common };
  }
}

/** A bank that has approved an order before refuses to charge it again. */
function duplicateFields(at: Date): Record<string, string> {
  return { Response: 'Error', ProcReturnCode: '99', mdStatus: '1', ErrMsg: 'Duplicate order number: the order was paid before', 'EXTRA.TRXDATE': transactionDate(at) };
}

export interface SignedReply {
  /** okUrl or failUrl. */
  target: string;
  fields: Record<string, string>;
}

/**
 * The reply to `request`: `outcome` is the decision, or `duplicate` when the order was approved
 * before. The bank's fields win over any of the request's named alike in another case.
 */
export function signedReply(request: PaymentRequest, outcome: Decision | 'duplicate', digits: string | null, storeKey: string, at: Date): SignedReply {
  const own: Record<string, string> = { ...(outcome === 'duplicate' ? duplicateFields(at) : outcomeFields(outcome, digits, at)), hashAlgorithm: 'ver3' };
  const ownNames = new Set(Object.keys(own).map((name) => name.toLowerCase()));
  const echoed = Object.entries(request.fields).filter(([name]) => name.toLowerCase() !== 'hash' && !ownNames.has(name.toLowerCase()));
  const fields: Record<string, string> = { ...Object.fromEntries(echoed), ...own };
  fields.HASH = nestpayHash(fields, storeKey);
  return { target: outcome === 'approve' ? request.okUrl : request.failUrl, fields };
}
