/* The audit module's public entry: the admin panel's audit log as one plugin (the log is written through lib/audit.ts). */
export { auditRoutes as auditModule } from './audit.routes.ts';
