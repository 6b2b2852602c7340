import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A route hook for sandbox controls that make money or read secrets: only the machine itself may call
 * them. It runs on the route the router chose (however the path was encoded) and asks the socket: a
 * proxy on this machine would make every visitor look local, so a forwarded request is refused
 * whatever its headers claim.
 */
export async function onlyFromThisMachine(request: FastifyRequest): Promise<void> {
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (forwarded || !LOOPBACK.has(request.socket.remoteAddress ?? ''))
    throw new AppError('FORBIDDEN', 'Sandbox controls answer only on this machine.');
}
