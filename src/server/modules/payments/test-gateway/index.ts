/**
 * The project's own test bank: the same NestPay "3D Pay Hosting" protocol as the bank's, served on
 * the shop's server under /payments/test-gateway/ (TEST_GATEWAY_PATHS), so a shop without a bank
 * contract takes card payments end to end. It checks the signed form, shows a card page where the
 * shopper pays, declines or cancels, posts the signed reply back, and voids and refunds through its
 * XML API what it approved, as its ledger remembers it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLarge, readFormBody } from '../../../http/read-form';
import { TEST_GATEWAY_PATHS, type CardGateway } from '../gateway';
import { serveApi } from './api';
import { CARD_PAGE_FIELDS, checkPaymentRequest } from './check-request';
import { sendPage } from './html';
import { createLedger, type Ledger } from './ledger';
import { cardPage, DECIDE_PATH, refusalPage, replyPage } from './pages';
import { cardDigits, DECISIONS, signedReply, type Decision } from './reply';

export { DECIDE_PATH } from './pages';

/** A payment form is a few hundred bytes; a shop may add fields of its own. */
const MAX_FORM_BYTES = 32 * 1024;

export interface TestGateway {
  /** Answers a request to one of its paths and resolves true; resolves false for any other path. */
  serve(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean>;
}

type Context = { gateway: CardGateway; ledger: Ledger; now: () => Date };

function sendText(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(text);
}

/** The shop's page posted the signed request: the card page, or why the request is refused. */
async function serveForm(request: IncomingMessage, response: ServerResponse, { gateway }: Context): Promise<void> {
  const check = checkPaymentRequest(await readFormBody(request, MAX_FORM_BYTES), gateway);
  sendPage(response, check.ok ? cardPage(check.request, gateway.clientId) : refusalPage(check.lang, check.refusal, check.fields));
}

/** The shopper decided on the card page: the reply goes back to the shop, signed. */
async function serveDecision(request: IncomingMessage, response: ServerResponse, { gateway, ledger, now }: Context): Promise<void> {
  const { [CARD_PAGE_FIELDS.cardNumber]: typed = '', [CARD_PAGE_FIELDS.decision]: chosen = '', ...carried } = await readFormBody(request, MAX_FORM_BYTES);
  // The carried request came back through the shopper's browser: it is checked as if it came anew.
  const check = checkPaymentRequest(carried, gateway);
  if (!check.ok) return sendPage(response, refusalPage(check.lang, check.refusal, check.fields));
  const paymentRequest = check.request;
  const decision = DECISIONS.find((value) => value === chosen);
  if (!decision) return sendPage(response, refusalPage(paymentRequest.lang, 'decision'));
  const digits = cardDigits(typed);
  if (decision !== 'cancel' && !digits) return sendPage(response, cardPage(paymentRequest, gateway.clientId, typed, true));
  const outcomes = { approve: 'approved', decline: 'declined', cancel: 'cancelled' } as const satisfies Record<Decision, string>;
  const recorded = ledger.record(paymentRequest.oid, outcomes[decision], paymentRequest.amountPara);
  const reply = signedReply(paymentRequest, recorded ? decision : 'duplicate', decision === 'cancel' ? null : digits, gateway.storeKey, now());
  sendPage(response, replyPage(paymentRequest, reply.target, reply.fields));
}

/** The test bank for `gateway`, with a ledger of its own; `now` is the clock its replies are dated by. */
export function createTestGateway(gateway: CardGateway, options: { now?: () => Date } = {}): TestGateway {
  const context: Context = { gateway, ledger: createLedger(), now: options.now ?? (() => new Date()) };
  const routes: Record<string, (request: IncomingMessage, response: ServerResponse, context: Context) => Promise<void>> = {
    [TEST_GATEWAY_PATHS.form]: serveForm,
    [DECIDE_PATH]: serveDecision,
    [TEST_GATEWAY_PATHS.api]: (request, response, { ledger, now }) => serveApi(request, response, gateway, ledger, now()),
  };
  return {
    async serve(request, response, path) {
      const route = Object.hasOwn(routes, path) ? routes[path] : undefined;
      if (!route) return false;
      if (request.method !== 'POST') {
        sendText(response, 405, 'Method Not Allowed', { allow: 'POST' });
        return true;
      }
      try {
        await route(request, response, context);
      } catch (error) {
        if (!(error instanceof BodyTooLarge)) throw error;
        sendText(response, 413, 'Payload Too Large', { connection: 'close' });
      }
      return true;
    },
  };
}
