/**
 * The card gateway the shop talks to (PAYMENT_GATEWAY and the NESTPAY_ variables of
 * docs/configuration.md): the bank's NestPay "3D Pay Hosting" page, or the project's own test
 * gateway that speaks the same protocol (test-gateway/). The store key signs forms and checks
 * replies; it comes from the environment only and is never logged or stored.
 */

/** ISO 4217's number for the Serbian dinar: every card payment is charged in RSD. */
export const RSD_CURRENCY_CODE = '941';

export interface CardGatewayApi {
  /** The bank's API address (NestPay's /fim/api), for voids and refunds. */
  url: string;
  /** The API user and password the bank gives the shop for its API. */
  user: string;
  password: string;
}

export interface CardGateway {
  /** `test`: the project's own gateway under /payments/test-gateway/ on this server; `nestpay`: the bank's. */
  kind: 'test' | 'nestpay';
  /** The shop's merchant id at the bank (NestPay's clientid). */
  clientId: string;
  /** The secret both sides sign with. */
  storeKey: string;
  /**
   * Where the shopper's browser posts the signed form (NestPay's /fim/est3Dgate); for the test
   * gateway a path on the shop's own origin.
   */
  formUrl: string;
  /** The bank's API for voids and refunds; for the test gateway a path on the shop's own origin. */
  api: CardGatewayApi;
}

/** Where the test gateway lives on the shop's own server. */
export const TEST_GATEWAY_PATHS = { form: '/payments/test-gateway/pay', api: '/payments/test-gateway/api' } as const;
/** Where the bank posts its signed reply (okUrl and failUrl alike): the outcome is in the reply. */
export const CARD_REPLY_PATH = '/payments/card/reply';

/** The test gateway's published credentials: it signs and checks with them unless NESTPAY_ ones are given. */
export const TEST_GATEWAY_CREDENTIALS = { clientId: 'izlog-test', storeKey: 'izlog-test-store-key', apiUser: 'izlog-api', apiPassword: 'izlog-api-password' } as const;
