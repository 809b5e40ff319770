import { type LookupAddress, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may not go (docs/decisions/0027): the server's own loopback, the private,
 * shared, link-local and unique-local networks, and the addresses that name no host (0.0.0.0,
 * ::, multicast, reserved). An account must not make the server call what only it can reach.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv4-mapped or -compatible IPv6 address carries ('::ffff:10.0.0.1'). */
function embeddedIpv4(address: string): string | undefined {
  const dotted = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const [high, low] = [Number.parseInt(hex[1] ?? '0', 16), Number.parseInt(hex[2] ?? '0', 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address (v4 or v6, as text) is one a webhook may be sent to. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return false; // not an address at all: never trusted
  if (family === 4) return !NOT_PUBLIC.check(bare, 'ipv4');
  const mapped = embeddedIpv4(bare);
  if (mapped) return isPublicAddress(mapped);
  return !NOT_PUBLIC.check(bare, 'ipv6');
}

/** Why a webhook's host was refused: a code of the message catalogue. */
export class RefusedAddress extends Error {
  constructor(
    readonly code: 'webhooks.address_not_allowed' | 'webhooks.host_not_found',
    readonly host: string,
  ) {
    super(`${code}: ${host}`);
  }
}

/** Every address a host name resolves to (an IP literal is its own only address). */
export async function resolveHost(host: string): Promise<LookupAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family !== 0) return [{ address: bare, family }];
  return new Promise((resolve, reject) => {
    lookup(bare, { all: true }, (error, addresses) => {
      if (error || addresses.length === 0)
        reject(new RefusedAddress('webhooks.host_not_found', host));
      else resolve(addresses);
    });
  });
}

/**
 * Refuses a host unless every address it resolves to is public — one private address among
 * several would be enough to reach the inside. `allowPrivate` (WEBHOOK_ALLOW_PRIVATE) lets any
 * address through, for tests and closed networks.
 */
export async function checkHost(host: string, allowPrivate: boolean): Promise<LookupAddress[]> {
  const addresses = await resolveHost(host);
  if (!allowPrivate && !addresses.every(({ address }) => isPublicAddress(address))) {
    throw new RefusedAddress('webhooks.address_not_allowed', host);
  }
  return addresses;
}
