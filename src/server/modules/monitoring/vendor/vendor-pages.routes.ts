import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MonitoringDeps } from '../check-config.service.ts';
import { vendorPageFetcher } from './vendor-fetch.ts';
import { listVendorComponents, vendorPageSettings } from './vendor-pages.service.ts';
import { vendorComponentsAnswers, vendorComponentsQuerySchema, vendorPageSettingsAnswers } from './vendor-pages.schemas.ts';

/** What the admin's link dialog asks before a vendor page is linked: the board's settings, and the page's components. */
export const vendorPagesRoutes: FastifyPluginAsync<Pick<MonitoringDeps, 'config'>> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ adminSession: [] }];
  const fetchPage = vendorPageFetcher(deps.config);

  api.get(
    '/api/admin/vendor-pages/settings',
    {
      schema: {
        tags,
        security,
        operationId: 'getVendorPageSettings',
        summary: "Whether a vendor link may be marked as a page on the provider's own network (MONITOR_ALLOW_PRIVATE)",
        response: vendorPageSettingsAnswers,
      },
    },
    async () => {
      return vendorPageSettings(deps.config);
    },
  );

  api.get(
    '/api/admin/vendor-pages/components',
    {
      schema: {
        tags,
        security,
        operationId: 'listVendorComponents',
        summary: 'Read a Statuspage or Better Stack page and list its components (or resources) by name and group, to link one',
        querystring: vendorComponentsQuerySchema,
        response: vendorComponentsAnswers,
      },
      // Each call makes the server fetch a page from the internet: a person picking from a list needs a few a minute.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      return listVendorComponents({ config: deps.config, fetchPage }, request.query);
    },
  );
};
