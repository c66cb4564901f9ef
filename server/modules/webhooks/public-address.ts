// SSRF guard for outgoing webhooks: a URL is refused when its host is, or resolves to, an address that is not on the
// public internet (loopback, private ranges, link-local, carrier NAT, multicast, the cloud metadata address …).
// Every address DNS gives is checked, and the delivery connects only through publicLookup, which checks them again,
// so a name re-pointed after registration (DNS rebinding) does not reach inside either.
// The import engineer writes the same function as server/core/public-address.ts; the lead keeps one.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { integrationTexts } from '#shared/texts/integrations.ts';
import { invalid } from '../../errors.ts';

const blocked = new BlockList();
for (const [net, bits] of [
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
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return blocked.check(mapped, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return blocked.check(address, 'ipv4');
}

const e = integrationTexts.errors;

/** 422 on `url` unless every address of the URL's host is public (or private ones are allowed). */
export async function assertPublicUrl(url: string, allowPrivate: boolean): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid('url', e.urlInvalid);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw invalid('url', e.urlInvalid);
  if (allowPrivate) return;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw invalid('url', e.urlUnresolved);
    }
  }
  if (addresses.length === 0) throw invalid('url', e.urlUnresolved);
  if (addresses.some(isPrivateAddress)) throw invalid('url', e.urlPrivate);
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
