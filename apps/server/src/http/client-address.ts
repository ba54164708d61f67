import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { AppConfig } from '../config.ts';

type TrustProxy = AppConfig['TRUST_PROXY'];

/** A hop count becomes proxy-addr's "trust the first n hops" (Fastify's types omit the number form). */
export function fastifyTrustProxy(setting: TrustProxy) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * The client address of a request Fastify does not route (the socket.io handshake), read exactly as
 * Fastify reads `request.ip` with the same TRUST_PROXY: the connection's peer, or the furthest
 * address the trusted proxies vouch for.
 */
export function clientAddress(raw: IncomingMessage, setting: TrustProxy): string {
  const trust = fastifyTrustProxy(setting);
  if (trust === false) return raw.socket.remoteAddress ?? '';
  return proxyAddr(raw, typeof trust === 'function' ? trust : proxyAddr.compile(trust));
}

/** How many leading bits of an IPv6 address name one client (one home or one host gets a /64). */
const IPV6_CLIENT_GROUPS = 4;

/**
 * The key an address's limits are counted under (the API's, the socket handshake's and the live
 * budgets'): an IPv4 address as it is (an IPv4-mapped IPv6 one too), an IPv6 address by its /64,
 * since whoever holds one address usually holds the whole /64 and could change address per request.
 */
export function addressKey(ip: string): string {
  const groups = isIP(ip) === 6 ? ipv6Groups(ip) : null;
  if (!groups) return ip.toLowerCase();
  const [a, b, c, d, e, f, g, h] = groups as [number, number, number, number, number, number, number, number];
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) return `${g >> 8}.${g & 0xff}.${h >> 8}.${h & 0xff}`;
  return `${groups
    .slice(0, IPV6_CLIENT_GROUPS)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (a zone and an IPv4 tail allowed), or null. */
function ipv6Groups(ip: string): number[] | null {
  let text = (ip.split('%')[0] ?? '').toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [p, q, r, s] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((p << 8) | q).toString(16)}:${((r << 8) | s).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const groups = halves.length === 2 ? [...head, ...Array<string>(8 - head.length - rest.length).fill('0'), ...rest] : head;
  if (groups.length !== 8) return null;
  return groups.map((group) => parseInt(group, 16));
}
