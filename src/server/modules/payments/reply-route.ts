/**
 * The shop's card-payment addresses under /payments/: the bank's reply (CARD_REPLY_PATH, its okUrl
 * and failUrl alike) and, with PAYMENT_GATEWAY=test, the test bank itself. The reply comes as a form
 * the bank's page makes the shopper's browser post (from the bank's site, so without the shop's
 * cookies): it is taken only when signed with the store key, recorded once, and the shopper is sent
 * on to the order's page, which shows the bank's reply. A refused reply is logged, never recorded.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLarge, readFormBody } from '../../http/read-form';
import { clientAddress } from '../../lib/client-address';
import { logger } from '../../log';
import type { ServerServices } from '../../services';
import { orderStatusLink } from '../orders';
import { readCardReply } from './card-reply';
import { CARD_REPLY_PATH } from './gateway';
import { recordCardReply } from './record-reply';
import { createTestGateway } from './test-gateway';

/** A reply is a few dozen short fields; anything larger is not the bank's. */
const REPLY_MAX_BYTES = 16 * 1024;

const REFUSED_PAGE = `<!doctype html>
<html lang="sr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Odgovor banke nije prihvaćen / The bank's reply was not accepted</title></head>
<body><main>
<h1>Odgovor banke nije prihvaćen</h1>
<p>Odgovor o plaćanju nije mogao biti proveren, pa porudžbina nije promenjena. Otvorite porudžbinu iz njenog e-maila ili sa stranice porudžbine i pokušajte ponovo.</p>
<h2 lang="en">The bank's reply was not accepted</h2>
<p lang="en">The payment reply could not be verified, so the order was not changed. Open the order from its e-mail or the order page and try again.</p>
<p><a href="/">Izlog</a></p>
</main></body></html>`;

function refuse(response: ServerResponse, status: number): void {
  response.statusCode = status;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(REFUSED_PAGE);
}

export interface PaymentRoutes {
  /** Answers a request for one of its addresses and resolves true; false for any other path. */
  serve(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean>;
}

export function paymentRoutes(services: ServerServices): PaymentRoutes {
  const gateway = services.config.cardGateway;
  const testBank = gateway?.kind === 'test' ? createTestGateway(gateway) : null;

  async function takeReply(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!gateway) return refuse(response, 404);
    if (request.method !== 'POST') {
      response.setHeader('allow', 'POST');
      return refuse(response, 405);
    }
    let params: Record<string, string>;
    try {
      params = await readFormBody(request, REPLY_MAX_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) return refuse(response, 413);
      throw error;
    }
    const reply = readCardReply(params, gateway);
    const from = clientAddress(request, services.config.trustedProxy);
    if ('refused' in reply) {
      // Never the fields themselves: a forged reply is someone's input, and a real one names a card.
      logger.warn({ reason: reply.refused, orderNumber: params.oid?.slice(0, 64), from }, 'card payment: reply refused');
      return refuse(response, 400);
    }
    const recorded = await recordCardReply(services, reply);
    if (recorded.outcome === 'unknown') {
      logger.warn({ reason: 'unknown order number', orderNumber: reply.orderNumber, from }, 'card payment: reply refused');
      return refuse(response, 400);
    }
    if (recorded.outcome === 'repeated') logger.info({ orderNumber: reply.orderNumber }, 'card payment: a reply came again; nothing changed');
    else logger.info({ orderNumber: reply.orderNumber, status: reply.status, approved: recorded.approved }, 'card payment: reply recorded');
    response.statusCode = 303;
    response.setHeader('location', orderStatusLink('', recorded.order));
    response.setHeader('cache-control', 'no-store');
    response.end();
  }

  return {
    async serve(request, response, path) {
      if (path === CARD_REPLY_PATH) {
        await takeReply(request, response);
        return true;
      }
      return testBank ? testBank.serve(request, response, path) : false;
    },
  };
}
