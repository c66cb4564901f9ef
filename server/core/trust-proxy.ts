// TRUST_PROXY: which peers may tell the server the caller's address (X-Forwarded-For) and the host and scheme it was
// called at (X-Forwarded-Host, -Proto). Every per-IP limit keys on the address this yields, so "trust everything"
// would let a caller name its own address in X-Forwarded-For and get a fresh limit with every request.
import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

/** Off; a hop count (proxies in front of the node); the proxies' addresses and CIDRs; or everything (not in production). */
export type TrustProxy = false | true | number | string[];

/** @fastify/proxy-addr's names for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(value: string): boolean {
  if (RANGE_NAMES.has(value)) return true;
  const [address, bits, ...rest] = value.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

export const ZTrustProxy = z
  .string()
  .default('0')
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim().toLowerCase();
    if (['', '0', 'false', 'no'].includes(value)) return false;
    if (['true', 'yes'].includes(value)) return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((s) => s.trim());
    const wrong = entries.find((entry) => !isAddressOrRange(entry));
    if (wrong !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `must be the number of proxies in front of the node (1 behind one balancer) or the proxies' addresses/CIDRs, comma-separated, e.g. 10.0.0.5,10.1.0.0/16 ("${wrong}" is not)`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** The refusal of `true` in production, for env.ts. */
export const TRUST_EVERYTHING_REFUSED =
  'trusting every address is refused in production: any caller could write its own X-Forwarded-For and escape the per-IP limits; give the number of proxies in front of the node (1) or their addresses/CIDRs';

/**
 * Fastify's trustProxy. Fastify 5.12 ignores a bare number (hop-count trust cannot tell the proxy from a direct
 * caller), so the hop count is a trust function: the nearest `hops` peers are proxies. It is right when the node is
 * reachable only through them (docs/DEPLOY.md); the addresses are the stricter form.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Whether the direct peer is a trusted proxy, for headers only a proxy may set (X-Request-Id). */
export function trustsDirectPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (typeof trust === 'boolean') return () => trust;
  if (typeof trust === 'number') return () => trust > 0;
  const list = new BlockList();
  for (const entry of trust.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    const bare = address.startsWith('::ffff:') ? address.slice(7) : address;
    return list.check(bare, isIP(bare) === 6 ? 'ipv6' : 'ipv4');
  };
}
