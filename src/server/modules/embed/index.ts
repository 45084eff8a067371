/* The embed module's public entry: the status other sites embed (the iframe page and the badge) as one plugin. */
export { embedRoutes as embedModule } from './embed.routes.ts';
/** The board's sentence in a language, as the embed writes it (also in the status summary, in French). */
export { embedSentence } from './embed-page.ts';
