/**
 * The checks a bank makes of the signed form a shop's page posts to it, before it shows the card
 * page and again when the shopper decides: the shop's merchant id, its signature (hash version 3
 * under the store key), every field the protocol needs, an amount in RSD with two decimals, and
 * absolute http(s) addresses to send the shopper back to.
 */
import { RSD_CURRENCY_CODE, type CardGateway } from '../gateway';
import { isSignedReply } from '../nestpay-hash';
import { amountInPara } from './amounts';

export type Lang = 'sr' | 'en';

/** The card page's own fields, which the decision posts beside the carried request. */
export const CARD_PAGE_FIELDS = { cardNumber: 'cardNumber', decision: 'decision' } as const;

/** Why a request is refused (texts.ts says it in words). */
export type Refusal =
  | 'duplicate'
  | 'reserved'
  | 'missing'
  | 'merchant'
  | 'signature'
  | 'storetype'
  | 'trantype'
  | 'hash-algorithm'
  | 'encoding'
  | 'amount'
  | 'currency'
  | 'oid'
  | 'lang'
  | 'return-url'
  /** The card page's decision was none of approve, decline, cancel. */
  | 'decision';

export interface PaymentRequest {
  /** The fields as the shop sent and signed them, HASH included. */
  fields: Readonly<Record<string, string>>;
  oid: string;
  amountPara: number;
  lang: Lang;
  okUrl: string;
  failUrl: string;
  /** The origins of okUrl and failUrl, once each: where the pages may post. */
  shopOrigins: string[];
}

export type RequestCheck = { ok: true; request: PaymentRequest } | { ok: false; refusal: Refusal; lang: Lang; fields?: string[] };

const REQUIRED = ['clientid', 'storetype', 'trantype', 'amount', 'currency', 'oid', 'okUrl', 'failUrl', 'lang', 'rnd', 'hashAlgorithm', 'HASH'];
/** NestPay's order numbers: up to 64 letters, digits, - and _. */
const ORDER_NUMBER = /^[A-Za-z0-9_-]{1,64}$/;
/** A host fit to name in a Content-Security-Policy: a plain name or an IP literal, nothing else. */
const PLAIN_HOST = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i;

/** The origin of an absolute http(s) address with a plain host, or null. */
function returnOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const fits = (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && PLAIN_HOST.test(url.hostname);
  return fits ? url.origin : null;
}

/** Checks a posted payment request as the bank would; `fields` holds the request's fields only. */
export function checkPaymentRequest(fields: Readonly<Record<string, string>>, gateway: Pick<CardGateway, 'clientId' | 'storeKey'>): RequestCheck {
  // NestPay reads field names without regard to case; two names alike but for case would be read two ways.
  const byName = new Map<string, string>();
  const twice: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (byName.has(name.toLowerCase())) twice.push(name);
    byName.set(name.toLowerCase(), value);
  }
  const value = (name: string) => byName.get(name.toLowerCase()) ?? '';
  const langValue = value('lang');
  const lang: Lang = langValue === 'en' ? 'en' : 'sr';
  const refuse = (refusal: Refusal, names?: string[]): RequestCheck => ({ ok: false, refusal, lang, ...(names && { fields: names }) });

  if (twice.length > 0) return refuse('duplicate');
  if (Object.values(CARD_PAGE_FIELDS).some((name) => byName.has(name.toLowerCase()))) return refuse('reserved');
  const missing = REQUIRED.filter((name) => value(name) === '');
  if (missing.length > 0) return refuse('missing', missing);
  if (value('clientid') !== gateway.clientId) return refuse('merchant');
  if (!isSignedReply(fields, gateway.storeKey)) return refuse('signature');
  if (value('storetype').toLowerCase() !== '3d_pay_hosting') return refuse('storetype');
  if (value('trantype').toLowerCase() !== 'auth') return refuse('trantype');
  if (value('hashAlgorithm') !== 'ver3') return refuse('hash-algorithm');
  if (byName.has('encoding') && value('encoding').toLowerCase() !== 'utf-8') return refuse('encoding');
  const amountPara = amountInPara(value('amount'), 'form');
  if (amountPara === null) return refuse('amount');
  if (value('currency') !== RSD_CURRENCY_CODE) return refuse('currency');
  if (!ORDER_NUMBER.test(value('oid'))) return refuse('oid');
  if (langValue !== 'sr' && langValue !== 'en') return refuse('lang');
  const okOrigin = returnOrigin(value('okUrl'));
  const failOrigin = returnOrigin(value('failUrl'));
  if (!okOrigin || !failOrigin) return refuse('return-url');
  return {
    ok: true,
    request: {
      fields,
      oid: value('oid'),
      amountPara,
      lang,
      okUrl: value('okUrl'),
      failUrl: value('failUrl'),
      shopOrigins: [...new Set([okOrigin, failOrigin])],
    },
  };
}
