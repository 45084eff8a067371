import type { FastifyRequest } from 'fastify';
import { normaliseIp } from './ip.ts';

/** Who sent a request, as services record it. The IP follows TRUST_PROXY (request.ip). */
export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
  referrer: string | null;
  userId: string | null;
}

export function requestContext(request: FastifyRequest): RequestContext {
  return {
    ip: normaliseIp(request.ip),
    userAgent: truncate(request.headers['user-agent'], 500),
    referrer: truncate(request.headers.referer, 1000),
    // request.user is set by modules/auth/session.ts (null when nobody is signed in).
    userId: request.user?.id ?? null,
  };
}

function truncate(value: string | undefined, max: number): string | null {
  if (!value) return null;
  return value.length > max ? value.slice(0, max) : value;
}
