import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress } from './client-address.ts';

const request = (peer: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), false)).toBe('203.0.113.9');
  });

  it('believes as many hops as the proxies trusted', () => {
    expect(clientAddress(request('127.0.0.1', '198.51.100.1, 10.0.0.2'), 1)).toBe('10.0.0.2');
    expect(clientAddress(request('127.0.0.1', '198.51.100.1, 10.0.0.2'), 2)).toBe('198.51.100.1');
    expect(clientAddress(request('127.0.0.1', '198.51.100.1'), ['loopback'])).toBe('198.51.100.1');
    expect(clientAddress(request('203.0.113.9', '198.51.100.1'), ['loopback'])).toBe('203.0.113.9');
  });
});

describe('addressKey', () => {
  it('keeps an IPv4 address, also when written as IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1%eth0')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
