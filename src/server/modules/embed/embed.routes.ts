import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { overallState } from '#shared/status/board-status.js';
import { LOCALES, type Locale } from '#shared/i18n/locales.js';
import { parameterLocale } from '#server/lib/i18n/lang-query.js';
import type { Config } from '#server/config.js';
import type { Clock } from '#server/lib/time/clock.js';
import { precompressedCache, sendPrecompressed, type Precompressed } from '#server/lib/http/precompressed.js';
import type { ServiceDirectory, ServicesSnapshot } from '../status/index.ts';
import { renderBadge } from './badge.ts';
import { renderEmbedPage } from './embed-page.ts';
import { badgeAnswers, EMBED_LANGUAGE_NOTE, embedPageAnswers, embedQuerySchema } from './embed.schemas.ts';

/**
 * The only page other sites may frame: no script, nothing to click but a link out, so framing
 * cannot be used against a visitor (no clickjacking target, no cookies read).
 */
export const EMBED_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors *";

/** GET /embed (an iframe-friendly status) and GET /badge.svg (the overall status as a badge), both from memory, in English or French. */
export const embedRoutes: FastifyPluginAsync<{
  directory: ServiceDirectory;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'publicConfig' | 'timezone'>;
}> = async (app, deps) => {
  const { publicUrl, timezone: timeZone } = deps.config;
  const providerName = deps.config.publicConfig.provider.name;
  const badgeOf = Object.fromEntries(
    LOCALES.map((locale) => [locale, precompressedCache((snapshot: ServicesSnapshot) => Buffer.from(renderBadge(overallState(snapshot.services), locale)), 5)]),
  ) as Record<Locale, (snapshot: ServicesSnapshot) => Precompressed>;

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/badge.svg',
    {
      logLevel: 'warn',
      config: { session: false },
      schema: {
        summary: 'The overall status as a badge for other sites',
        description: EMBED_LANGUAGE_NOTE,
        querystring: embedQuerySchema,
        response: badgeAnswers,
      },
    },
    (request, reply) => {
      const snapshot = deps.directory.view.get();
      const locale = parameterLocale(request, reply, request.query.lang);
      reply
        .header('cache-control', 'public, max-age=60')
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .type('image/svg+xml; charset=utf-8');
      sendPrecompressed(request, reply, badgeOf[locale](snapshot));
    },
  );

  api.get(
    '/embed',
    {
      logLevel: 'warn',
      config: { session: false },
      schema: {
        summary: 'A page of the services and their status, for other sites to frame',
        description: EMBED_LANGUAGE_NOTE,
        querystring: embedQuerySchema,
        response: embedPageAnswers,
      },
    },
    (request, reply) => {
      const { services } = deps.directory.view.get();
      const locale = parameterLocale(request, reply, request.query.lang);
      reply.removeHeader('x-frame-options');
      reply
        .header('content-security-policy', EMBED_CSP)
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8');
      void reply.send(renderEmbedPage({ services, boardUrl: `${publicUrl}/`, providerName, timeZone, now: deps.clock.now(), locale }));
    },
  );
};
