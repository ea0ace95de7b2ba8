/**
 * The bank's NestPay XML API (a CC5Request posted to its /fim/api), through which the shop voids a
 * card payment on the day it was made or refunds it, in part or whole, later. The answer says whether
 * the bank approved; a bank that cannot be reached or answers nothing readable throws
 * CardGatewayUnreachable, whose message never carries the API password.
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { round2 } from '../../../shared/rules/money';
import { RSD_CURRENCY_CODE } from './gateway';

export interface CardApiAddress {
  /** The API's absolute address. */
  url: string;
  user: string;
  password: string;
  /** The shop's merchant id at the bank. */
  clientId: string;
}

export interface CardApiRequest {
  type: 'Void' | 'Credit';
  /** The order number the payment was made with (NestPay's oid). */
  orderNumber: string;
  /** What a Credit gives back, in RSD; a Void takes the whole payment back and names no amount. */
  amountRsd?: number;
}

export interface CardApiAnswer {
  /** The bank approved: Response is Approved and ProcReturnCode is 00. */
  approved: boolean;
  /** Approved, Declined or Error. */
  response: string;
  /** NestPay's ProcReturnCode: 00 approved, 99 an error, any other a decline's reason. */
  returnCode: string;
  /** NestPay's ErrMsg, when there is one. */
  message: string | null;
  transactionId: string | null;
}

/** The bank could not be asked: no connection, no answer in time, an HTTP error or an answer that is no CC5Response. */
export class CardGatewayUnreachable extends Error {
  override name = 'CardGatewayUnreachable';
}

const DEFAULT_TIMEOUT_MS = 20_000;
/** A CC5Response is well under a kilobyte; anything far larger is not one. */
const MAX_ANSWER_BYTES = 64 * 1024;

const builder = new XMLBuilder({ ignoreAttributes: false });
// Every value is read as text: an order number such as 00012 or an auth code keeps its leading zeros.
const parser = new XMLParser({ parseTagValue: false, ignoreAttributes: true, trimValues: true });

/** The request document; the builder escapes every value. */
function cardApiRequestXml(api: CardApiAddress, request: CardApiRequest): string {
  const body: Record<string, string> = {
    Name: api.user,
    Password: api.password,
    ClientId: api.clientId,
    Type: request.type,
    OrderId: request.orderNumber,
  };
  if (request.type === 'Credit') {
    const amount = request.amountRsd;
    if (amount === undefined || !Number.isFinite(amount) || round2(amount) <= 0) throw new RangeError('a Credit needs a positive amountRsd');
    body.Total = round2(amount).toFixed(2);
    body.Currency = RSD_CURRENCY_CODE;
  }
  return builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' }, CC5Request: body }) as string;
}

/** Asks the bank to void or refund a card payment; `timeoutMs` (20 s) bounds the whole exchange. */
export async function callCardApi(
  api: CardApiAddress,
  request: CardApiRequest,
  options: { timeoutMs?: number } = {},
): Promise<CardApiAnswer> {
  const body = cardApiRequestXml(api, request);
  let url: URL;
  try {
    url = new URL(api.url);
  } catch {
    throw new CardGatewayUnreachable('card API address is not an absolute URL');
  }
  // Named by origin and path only: an address may carry a user and password of its own.
  const where = `${url.origin}${url.pathname}`;
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let text: string;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/xml; charset=utf-8', accept: 'application/xml, text/xml' },
      body,
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new CardGatewayUnreachable(`card API at ${where} answered HTTP ${response.status}`);
    }
    text = await readLimited(response, where);
  } catch (error) {
    if (error instanceof CardGatewayUnreachable) throw error;
    const reason = signal.aborted ? 'no answer in time' : 'no connection';
    throw new CardGatewayUnreachable(`card API at ${where}: ${reason}`, { cause: error });
  }
  const answer = readAnswer(text);
  if (!answer) throw new CardGatewayUnreachable(`card API at ${where} answered no readable CC5Response`);
  return answer;
}

async function readLimited(response: Response, where: string): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new CardGatewayUnreachable(`card API at ${where} answered over ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The answer's fields, or null when the text is no CC5Response with a Response. */
function readAnswer(text: string): CardApiAnswer | null {
  let document: unknown;
  try {
    document = parser.parse(text, true);
  } catch {
    return null;
  }
  const root = (document as { CC5Response?: unknown } | null)?.CC5Response;
  if (!root || typeof root !== 'object') return null;
  const field = (name: string): string | null => {
    const value = (root as Record<string, unknown>)[name];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const response = field('Response');
  if (!response) return null;
  const returnCode = field('ProcReturnCode') ?? '';
  return {
    approved: response === 'Approved' && returnCode === '00',
    response,
    returnCode,
    message: field('ErrMsg'),
    transactionId: field('TransId'),
  };
}
