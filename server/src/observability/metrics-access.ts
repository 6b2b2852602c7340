import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';

/** Loopback, the private ranges (RFC 1918, IPv6 unique-local) and link-local: never the internet's. */
const PRIVATE_NETWORKS = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const)
  PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv6');

/** Whether `address` (as a socket reports it, IPv4 possibly mapped into IPv6) is loopback or private. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  return isIPv4(ip) ? PRIVATE_NETWORKS.check(ip, 'ipv4') : PRIVATE_NETWORKS.check(ip, 'ipv6');
}

/**
 * Who may read GET /metrics (docs/operations.md). With METRICS_TOKEN set: whoever sends it as a bearer
 * token, from anywhere, and nobody else. Without: a scraper connecting straight to the instance from
 * this machine or a private network; a request that came through a proxy (it carries X-Forwarded-For or
 * Forwarded) is refused whatever address it comes from, since a balancer on the private network
 * forwards the internet's requests too. The socket is asked, never `request.ip`, which TRUST_PROXY
 * takes from headers a client writes.
 */
export function metricsAccess(token: string | undefined) {
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  return async (request: FastifyRequest): Promise<void> => {
    if (expected) {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new AppError('UNAUTHENTICATED', 'The metrics need their bearer token.', undefined, {
          'www-authenticate': 'Bearer',
        });
      return;
    }
    const forwarded =
      request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (forwarded || !isPrivateAddress(request.socket.remoteAddress ?? ''))
      throw new AppError('FORBIDDEN', 'The metrics answer only on a private network, or with their token.');
  };
}
