/* The newsletter module's public entry: signing up and out, and the admin's list, as one plugin. */
import type { FastifyPluginAsync } from 'fastify';
import { newsletterRoutes } from './newsletter.routes.ts';
import { adminNewsletterRoutes } from './admin-newsletter.routes.ts';
import type { NewsletterDeps } from './newsletter.service.ts';

export type NewsletterModuleParts = NewsletterDeps;

export const newsletterModule: FastifyPluginAsync<NewsletterModuleParts> = async (app, parts) => {
  await app.register(newsletterRoutes, parts);
  await app.register(adminNewsletterRoutes, parts);
};
