/**
 * PAYMENT_GATEWAY and the NESTPAY_ variables (docs/configuration.md#card-payments): which card
 * gateway the shop uses, if any. `none` (the default) offers no card payment; `test` the project's
 * own test bank on this server (the demo, the tests); `nestpay` the bank's NestPay page, which needs
 * every NESTPAY_ variable and the shop's PUBLIC_URL (the bank sends the shopper back there).
 */
import { TEST_GATEWAY_CREDENTIALS, TEST_GATEWAY_PATHS, type CardGateway } from './gateway';

const GATEWAYS = ['none', 'test', 'nestpay'] as const;

function httpsAddress(name: string, value: string | undefined): string {
  const url = value && URL.canParse(value.trim()) ? new URL(value.trim()) : null;
  if (!url || url.protocol !== 'https:' || url.hash) throw new Error(`${name} must be the bank's https address, not "${value ?? ''}"`);
  return url.href;
}

export function readCardGateway(env: NodeJS.ProcessEnv, publicUrlSet: boolean): CardGateway | null {
  const kind = (env.PAYMENT_GATEWAY?.trim() || 'none').toLowerCase();
  if (!(GATEWAYS as readonly string[]).includes(kind)) throw new Error(`PAYMENT_GATEWAY must be one of ${GATEWAYS.join(', ')}, not "${env.PAYMENT_GATEWAY}"`);
  if (kind === 'none') return null;
  if (kind === 'test') {
    return {
      kind: 'test',
      clientId: env.NESTPAY_CLIENT_ID?.trim() || TEST_GATEWAY_CREDENTIALS.clientId,
      storeKey: env.NESTPAY_STORE_KEY || TEST_GATEWAY_CREDENTIALS.storeKey,
      formUrl: TEST_GATEWAY_PATHS.form,
      api: { url: TEST_GATEWAY_PATHS.api, user: TEST_GATEWAY_CREDENTIALS.apiUser, password: TEST_GATEWAY_CREDENTIALS.apiPassword },
    };
  }
  const missing = ['NESTPAY_CLIENT_ID', 'NESTPAY_STORE_KEY', 'NESTPAY_FORM_URL', 'NESTPAY_API_URL', 'NESTPAY_API_USER', 'NESTPAY_API_PASSWORD'].filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`PAYMENT_GATEWAY=nestpay needs ${missing.join(', ')}`);
  if (!publicUrlSet) throw new Error('PAYMENT_GATEWAY=nestpay needs PUBLIC_URL: the bank sends shoppers back to it');
  return {
    kind: 'nestpay',
    clientId: env.NESTPAY_CLIENT_ID!.trim(),
    storeKey: env.NESTPAY_STORE_KEY!,
    formUrl: httpsAddress('NESTPAY_FORM_URL', env.NESTPAY_FORM_URL),
    api: { url: httpsAddress('NESTPAY_API_URL', env.NESTPAY_API_URL), user: env.NESTPAY_API_USER!.trim(), password: env.NESTPAY_API_PASSWORD! },
  };
}
