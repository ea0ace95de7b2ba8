import type { IncomingMessage } from 'node:http';
import { describe, expect, test } from 'vitest';
import { readConfig } from '../../../../src/server/config';
import { requestOrigin } from '../../../../src/server/http/request-origin';

/** A request as Node hands it over: headers, and the socket it came on. */
const request = (headers: Record<string, string>, peer = '203.0.113.7', encrypted = false) =>
  ({ headers, socket: { remoteAddress: peer, encrypted } }) as unknown as IncomingMessage;

describe('the origin absolute links name', () => {
  test('PUBLIC_URL wins over whatever the request says', () => {
    const config = readConfig({ PUBLIC_URL: 'https://izlog.rs/', TRUSTED_PROXY: 'loopback' });
    expect(requestOrigin(request({ host: 'evil.example', 'x-forwarded-host': 'evil.example' }, '127.0.0.1'), config)).toBe('https://izlog.rs');
  });

  test('without it, the Host the request came to, over https when the socket is', () => {
    const config = readConfig({ PORT: '4000' });
    expect(requestOrigin(request({ host: 'Shop.Example:8080' }), config)).toBe('http://shop.example:8080');
    expect(requestOrigin(request({ host: 'shop.example' }, '203.0.113.7', true), config)).toBe('https://shop.example');
  });

  test('X-Forwarded-Host and -Proto count only from a trusted proxy', () => {
    const headers = { host: '127.0.0.1:4000', 'x-forwarded-host': 'izlog.rs, inner.local', 'x-forwarded-proto': 'https' };
    expect(requestOrigin(request(headers, '127.0.0.1'), readConfig({ TRUSTED_PROXY: 'loopback' }))).toBe('https://izlog.rs');
    expect(requestOrigin(request(headers, '127.0.0.1'), readConfig({}))).toBe('http://127.0.0.1:4000');
    expect(requestOrigin(request(headers, '203.0.113.7'), readConfig({ TRUSTED_PROXY: 'loopback' }))).toBe('http://127.0.0.1:4000');
  });

  test('a Host that is no plain host name falls back to the default address', () => {
    const config = readConfig({ PORT: '4000' });
    expect(requestOrigin(request({ host: 'a.example/<script>' }), config)).toBe('http://localhost:4000');
    expect(requestOrigin(request({}), config)).toBe('http://localhost:4000');
  });
});
