import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { createHash } from 'node:crypto';
import { AppError } from '../lib/errors.ts';
import { THEME_SCRIPT } from '#shared/theme.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers, and refusal of state-changing requests that another site made a
 * browser send (the CSRF defence: Sec-Fetch-Site first, Origin otherwise).
 *
 * The headers never vary by request, so helmet computes them once, at start-up: run per
 * request (as @fastify/helmet does, CSP parsing included) it cost about half of the server's
 * CPU on the polled endpoints (npm run bench). Returns them: the polled answers
 * (lib/http/polled.ts) are written with them.
 */
export async function registerSecurity(app: FastifyInstance, options: { publicUrl: string }): Promise<Readonly<Record<string, string>>> {
  const headers = securityHeaders(helmetOptions(options.publicUrl));
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (SAFE_METHODS.has(request.method) || isSameOrigin(request, publicOrigin)) return done();
    done(new AppError('forbidden', 'This request came from another website and was refused. Open the page on our site and try again.'));
  });
  return headers;
}

/** The CSP source that allows the one inline script of the pages (the theme, before first paint), and nothing else inline. */
export const THEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

export function helmetOptions(publicUrl: string): HelmetOptions {
  const https = publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_SCRIPT_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/** The headers helmet sets for these options, found by running its middleware once on a stand-in response. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet's middleware is synchronous and only reads the request for function-valued directives (we have none).
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return false;
  const origin = request.headers.origin;
  if (!origin) return true; // not sent by a browser on another site's behalf
  if (origin === 'null') return false;
  if (origin === publicOrigin) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}
