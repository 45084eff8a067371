/* The embed module's public entry: the status other sites embed (the iframe page and the badge) as one plugin. */
export { embedRoutes as embedModule } from './embed.routes.ts';
