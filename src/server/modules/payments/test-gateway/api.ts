/**
 * The test bank's XML API, as NestPay's /fim/api answers a CC5Request: it voids a payment it approved
 * that was neither voided nor refunded, and refunds (Credit) up to what was paid less what was refunded
 * before. Wrong credentials or an unknown order are errors; any other refusal declines, with a reason.
 */
import { sameSecret } from '../../../lib/same-secret';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { readBodyText } from '../../../http/read-form';
import { RSD_CURRENCY_CODE, type CardGateway } from '../gateway';
import { amountInPara } from './amounts';
import type { Ledger, LedgerChange } from './ledger';
import { authCode, hostReference, transactionDate, transactionId } from './transaction-ids';

/** A CC5Request is a few hundred bytes. */
export const MAX_API_BODY_BYTES = 16 * 1024;

const parser = new XMLParser({ parseTagValue: false, ignoreAttributes: true, trimValues: true });
const builder = new XMLBuilder({ ignoreAttributes: false });

type Answer = { Response: 'Approved' | 'Declined' | 'Error'; ProcReturnCode: string; ErrMsg: string };

const error = (message: string): Answer => ({ Response: 'Error', ProcReturnCode: '99', ErrMsg: message });
const declined = (message: string): Answer => ({ Response: 'Declined', ProcReturnCode: '05', ErrMsg: message });
const APPROVED: Answer = { Response: 'Approved', ProcReturnCode: '00', ErrMsg: '' };

/** The request's elements that hold text, or null when the body is no CC5Request document. */
function readRequest(text: string): Record<string, string> | null {
  let document: unknown;
  try {
    document = parser.parse(text, true);
  } catch {
    return null;
  }
  const root = (document as { CC5Request?: unknown } | null)?.CC5Request;
  if (!root || typeof root !== 'object') return null;
  return Object.fromEntries(Object.entries(root).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

const fromChange = (change: LedgerChange): Answer =>
  change.ok ? APPROVED : change.refusal === 'unknown' ? error(change.reason) : declined(change.reason);

/** What the bank does with a CC5Request's fields. */
export function answerRequest(fields: Record<string, string> | null, gateway: Pick<CardGateway, 'clientId' | 'api'>, ledger: Ledger): Answer {
  if (!fields) return error('Invalid request: no CC5Request document');
  const field = (name: string) => fields[name] ?? '';
  const authentic =
    sameSecret(field('Name'), gateway.api.user) && sameSecret(field('Password'), gateway.api.password) && field('ClientId') === gateway.clientId;
  if (!authentic) return error('Authentication failed');
  const oid = field('OrderId');
  if (!oid) return error('No order number (OrderId)');
  switch (field('Type')) {
    case 'Void':
      return fromChange(ledger.void(oid));
    case 'Credit': {
      if (!ledger.find(oid)) return error('No such order');
      const para = amountInPara(field('Total'), 'api');
      if (para === null) return declined('Invalid amount (Total)');
      if (field('Currency') && field('Currency') !== RSD_CURRENCY_CODE) return declined('Invalid currency: only 941 (RSD)');
      return fromChange(ledger.refund(oid, para));
    }
    default:
      return declined('Unsupported transaction type: the test bank voids (Void) and refunds (Credit)');
  }
}

/** Answers a posted CC5Request with a CC5Response. */
export async function serveApi(request: IncomingMessage, response: ServerResponse, gateway: CardGateway, ledger: Ledger, at: Date): Promise<void> {
  const fields = readRequest(await readBodyText(request, MAX_API_BODY_BYTES));
  const answer = answerRequest(fields, gateway, ledger);
  const approved = answer.Response === 'Approved';
  const oid = fields?.OrderId ?? '';
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    CC5Response: {
      OrderId: oid,
      GroupId: oid,
      Response: answer.Response,
      AuthCode: approved ? authCode() : '',
      HostRefNum: approved ? hostReference() : '',
      ProcReturnCode: answer.ProcReturnCode,
      TransId: answer.Response === 'Error' ? '' : transactionId(at),
      ErrMsg: answer.ErrMsg,
      Extra: { TRXDATE: transactionDate(at) },
    },
  };
  const xml = builder.build(document) as string;
  response.statusCode = 200;
  response.setHeader('content-type', 'application/xml; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.setHeader('content-length', Buffer.byteLength(xml));
  response.end(xml);
}
