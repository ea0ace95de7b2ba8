import type { IncomingMessage } from 'node:http';
import { describe, expect, test } from 'vitest';
import { clientAddress, trustedProxies } from '../../../../src/server/lib/client-address';

const request = (socket: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress: socket }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }) as unknown as IncomingMessage;

describe('the client address the throttles count under', () => {
  test('without TRUSTED_PROXY, X-Forwarded-For is ignored: a client cannot choose its own address', () => {
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), null)).toBe('203.0.113.9');
  });

  test('behind a trusted proxy, the nearest hop it did not add itself is the client', () => {
    expect(clientAddress(request('127.0.0.1', '198.51.100.1'), 'loopback')).toBe('198.51.100.1');
    // The client wrote the first entry itself; the proxy appended the address it saw.
    expect(clientAddress(request('10.0.0.2', '1.2.3.4, 198.51.100.1'), '10.0.0.0/8, loopback')).toBe('198.51.100.1');
    // A request that did not come through the proxy keeps its socket's address.
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), 'loopback')).toBe('203.0.113.9');
  });

  test('IPv4-mapped addresses count as IPv4, IPv6 ones per /64', () => {
    expect(clientAddress(request('::ffff:203.0.113.9'), null)).toBe('203.0.113.9');
    expect(clientAddress(request('2001:db8:1:2:aaaa::1'), null)).toBe('2001:db8:1:2::/64');
    expect(clientAddress(request('2001:db8:1:2:bbbb::7'), null)).toBe('2001:db8:1:2::/64');
  });

  test('a TRUSTED_PROXY that cannot be read is refused', () => {
    expect(() => trustedProxies('not an address')).toThrow();
  });
});
