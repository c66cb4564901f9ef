// SSRF guard for URLs the server itself fetches or posts to (import feeds, webhooks): the host must resolve to
// public addresses only, unless the operator allows private ones (WEBHOOKS_ALLOW_PRIVATE, for tests and intranets).
// Every address the name resolves to is checked, so a name with one public and one private record is refused; a
// connection made through publicLookup checks them again, so a name re-pointed after the check (DNS rebinding) does
// not reach inside either.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { publicAddressTexts } from '#shared/texts/public-address.ts';
import { fill } from '#shared/texts/ru.ts';
import { invalid } from '../errors.ts';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address lies outside the public internet (loopback, private, link-local, reserved…). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4-mapped IPv6 address is judged as its IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  return blocked.check(address, 'ipv6');
}

/**
 * Refuses (422 on `field`, Russian) a URL that is not http(s), carries credentials, or whose host resolves to a
 * private address, unless `allowPrivate`. Resolution failures are refused too: the name must exist.
 */
export async function assertPublicUrl(url: string, allowPrivate: boolean, field = 'url'): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid(field, publicAddressTexts.invalid);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw invalid(field, publicAddressTexts.scheme);
  if (parsed.username || parsed.password) throw invalid(field, publicAddressTexts.credentials);
  if (allowPrivate) return;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw invalid(field, fill(publicAddressTexts.unresolved, host));
    }
  }
  const bad = addresses.find(isPrivateAddress);
  if (bad !== undefined || addresses.length === 0)
    throw invalid(field, fill(publicAddressTexts.private, bad ?? host));
}

/** A socket lookup that refuses private addresses: what a delivery connects through. */
export function publicLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[] | string) => {
      if (error) return callback(error, '', 0);
      const list = Array.isArray(found) ? found : [{ address: found, family: isIP(found) }];
      const bad = !allowPrivate && list.find((a) => isPrivateAddress(a.address));
      if (bad || list.length === 0)
        return callback(
          Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATE' }),
          '',
          0,
        );
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
