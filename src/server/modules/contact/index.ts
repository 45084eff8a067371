/* The contact module's public entry: the contact form's route as one plugin. */
export { contactRoutes as contactModule } from './contact.routes.ts';
export type { ContactDeps as ContactModuleParts } from './contact.service.ts';
