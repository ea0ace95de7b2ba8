import type { IncomingMessage } from 'node:http';
import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';

type TrustProxy = (address: string, hop: number) => boolean;

const trustNothing: TrustProxy = () => false;
const compiled = new Map<string, TrustProxy>();

/**
 * Which hops may speak for the client: TRUSTED_PROXY's addresses, subnets and names (`loopback`,
 * `linklocal`, `uniquelocal`), as Express's `trust proxy` reads them. Without it, none: a client
 * could otherwise pick its own address with X-Forwarded-For and slip past every per-address limit.
 * Throws at start on a setting proxy-addr cannot read.
 */
export function trustedProxies(setting: string | null): TrustProxy {
  if (!setting) return trustNothing;
  let trust = compiled.get(setting);
  if (!trust) {
    trust = proxyAddr.compile(setting.split(',').map((entry) => entry.trim()).filter(Boolean));
    compiled.set(setting, trust);
  }
  return trust;
}

/**
 * The address the per-address throttles count a request under: the socket's peer, or the nearest
 * X-Forwarded-For hop not among the trusted proxies. An IPv4-mapped IPv6 address counts as its
 * IPv4 address, and an IPv6 address as its /64, since one subscriber is handed a whole /64.
 */
export function clientAddress(request: IncomingMessage, trustedProxy: string | null): string | null {
  const address: string | undefined = proxyAddr(request, trustedProxies(trustedProxy));
  if (!address) return null;
  if (!ipaddr.isValid(address)) return address.slice(0, 64);
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`;
}
