import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { precompress, precompressOffThread, sendPrecompressed, type Precompressed } from '../lib/http/precompressed.ts';
import { etagOf, matchesEtag } from '../lib/http/etag.ts';
import type { FirstScreen } from '../lib/http/first-screen.ts';
import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_RENDERED_AT, FIRST_SCREEN_ROUTES, type FirstScreenData } from '#shared/status/first-screen.js';
import { CLIENT_ROUTES } from '#shared/routes.js';
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '#shared/public-config.js';
import { THEME_SCRIPT } from '#shared/theme.js';
import { LOCALES, type Locale } from '#shared/i18n/locales.js';
import { translator } from '../lib/i18n/translator.ts';
import { requestLocale } from '../lib/i18n/request-locale.ts';

const CONFIG_PLACEHOLDER = '<!--app-config-->';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never
 * cached and carrying the public configuration, known pages answered 200 and every other
 * page path answered with the app's 404 page and HTTP status 404. `pages` gives single paths
 * their own additions to the public configuration, embedded in that path's HTML only (so a
 * secret path is never named in any other page).
 */
export async function registerSpa(
  app: FastifyInstance,
  options: {
    clientDir: string;
    publicConfig: PublicConfig;
    extraRoutes?: string[];
    pages?: SpaPage[];
    firstScreen?: FirstScreen;
    /** The clock the board's pages are drawn at (their ages: "updated 1 min ago"). */
    now?: () => Date;
  },
): Promise<void> {
  const indexFile = path.join(options.clientDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const template = built ? fs.readFileSync(indexFile, 'utf8') : null;
  const messageFiles = firstScreenMessageFiles(options.clientDir);
  const render = (config: PublicConfig, locale: Locale) =>
    template === null
      ? '<!doctype html><title>Not built</title><p>The client is not built. Run <code>npm run build</code>.</p>'
      : injectConfig(inLanguage(template, locale, messageFiles[locale]), config);
  const perLocale = <T>(make: (locale: Locale) => T) => Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T>;
  // Rendered and compressed once per language, at start-up: every page load is then a buffer write.
  const html = perLocale((locale) => precompress(render(options.publicConfig, locale)));
  const pages = new Map(
    (options.pages ?? []).map((page) => [
      page.path,
      { ...page, html: perLocale((locale) => precompress(render({ ...options.publicConfig, ...page.config }, locale))) },
    ]),
  );

  if (built) {
    // Source maps would hand anyone the original source and its comments: they stay on disk for operators.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.split('?')[0]!.endsWith('.map')) {
        void reply.code(404).send({ message: 'Not found' });
        return;
      }
      done();
    });
    await app.register(fastifyStatic, {
      root: options.clientDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply, status: number, bodies = html) =>
    sendPrecompressed(
      request,
      reply.code(status).header('cache-control', 'no-cache').header('vary', LANGUAGE_VARY).type('text/html; charset=utf-8'),
      bodies[requestLocale(request)],
    );

  const renderPage = built ? await loadPageRenderer(options.clientDir, options.publicConfig) : null;
  const firstScreenPage =
    options.firstScreen && template !== null
      ? firstScreenPages(
          perLocale((locale) => render(options.publicConfig, locale)),
          options.firstScreen,
          renderPage,
          options.now ?? (() => new Date()),
          (error, route) => app.log.error({ err: error, route }, 'drawing the page on the server failed; it is drawn in the browser'),
        )
      : null;
  const firstScreenRoutes = new Set<string>(firstScreenPage ? FIRST_SCREEN_ROUTES : []);

  for (const route of new Set([...CLIENT_ROUTES, ...(options.extraRoutes ?? []), ...pages.keys()])) {
    const page = pages.get(route);
    if (firstScreenPage && firstScreenRoutes.has(route)) {
      app.get(route, async (request, reply) => {
        const { body, etag } = await firstScreenPage(request, route);
        // What the page says depends on the caller's network (access, notices): no shared cache keeps it.
        reply.header('cache-control', 'private, no-cache').header('vary', LANGUAGE_VARY).header('etag', etag).type('text/html; charset=utf-8');
        if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return sendPrecompressed(request, reply, body);
      });
      continue;
    }
    app.get(route, (request, reply) => sendPage(request, reply.headers(page?.headers ?? {}), 200, page?.html ?? html));
  }

  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathOnly.startsWith('/api/');
    if (wantsPage) return sendPage(request, reply, 404);
    return reply.code(404).send({ message: `No such endpoint: ${request.method} ${pathOnly}` });
  });
}

/** Compressed copies of the board's pages kept per first-screen key: a handful of callers' variants at most. */
const MAX_FIRST_SCREEN_PAGES = 32;

/** The server's renderer (src/client/entry-server.tsx), built beside the client into dist/ssr/. */
type RenderPage = (path: string, data: FirstScreenData, renderedAt: Date, locale: Locale) => Promise<string>;

/** A page's language follows the `lang` cookie, else Accept-Language: a shared cache must key on both. */
const LANGUAGE_VARY = 'Accept-Language, Cookie';

/** The renderer built with this client, or null when the build has none (the board is then drawn in the browser). */
async function loadPageRenderer(clientDir: string, config: PublicConfig): Promise<RenderPage | null> {
  const file = path.join(clientDir, '..', 'ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { createPageRenderer(config: PublicConfig): RenderPage };
  return module.createPageRenderer(config);
}

/** Ages on a page drawn on the server ("updated 1 min ago") are redrawn at most this often. */
const RENDER_EVERY_MS = 60_000;

/** Only a plain refresh, for a browser that runs no scripts: the board then stays current on a wall or a desk. */
const NO_SCRIPT_REFRESH = '<noscript><meta http-equiv="refresh" content="60"></noscript>';

/**
 * The board's pages (/ and /display) with the caller's first screen in their head
 * (lib/http/first-screen.ts) and, with a renderer, drawn by React from the same answers inside
 * #root, ready to hydrate. Built and compressed once per distinct content and minute, then reused: a
 * status change makes one new copy per variant in use (who sees which notices, which network has
 * access), not one per request, and a poll storm renders nothing twice.
 */
function firstScreenPages(
  pages: Record<Locale, string>,
  firstScreen: FirstScreen,
  renderPage: RenderPage | null,
  now: () => Date,
  renderFailed: (error: unknown, route: string) => void,
): (request: FastifyRequest, route: string) => Promise<{ body: Precompressed; etag: string }> {
  const made = new Map<string, Promise<{ body: Precompressed; etag: string }>>();

  async function make(route: string, json: string, renderedAt: Date, locale: Locale): Promise<{ body: Precompressed; etag: string }> {
    const page = pages[locale];
    const at = page.indexOf('</head>');
    const head = page.slice(0, at);
    const rest = page.slice(at);
    let markup: string | null = null;
    if (renderPage) {
      try {
        markup = await renderPage(route, JSON.parse(json) as FirstScreenData, renderedAt, locale);
      } catch (error) {
        renderFailed(error, route);
      }
    }
    // The moment marks a page drawn on the server, which the browser hydrates rather than draws.
    const stamp = markup === null ? '' : ` ${FIRST_SCREEN_RENDERED_AT}="${renderedAt.toISOString()}"`;
    // Escape "<" so no value can close the script element (it only occurs inside JSON strings).
    const element = `<script id="${FIRST_SCREEN_ELEMENT_ID}" type="application/json"${stamp}>${json.replace(/</g, '\\u003c')}</script>`;
    const body = markup === null ? rest : rest.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
    const html = `${head}${markup === null ? '' : NO_SCRIPT_REFRESH}${element}${body}`;
    // A large page (the wall display of a large board) is compressed off the event loop.
    return { body: await precompressOffThread(html, 5), etag: etagOf(html) };
  }

  return async (request, route) => {
    const { key, json } = await firstScreen.compose(request, route);
    const moment = now();
    const minute = renderPage ? Math.floor(moment.getTime() / RENDER_EVERY_MS) : 0;
    const locale = requestLocale(request);
    const cacheKey = `${route} ${locale} ${minute} ${key}`;
    const known = made.get(cacheKey);
    if (known) return known;
    const entry = make(route, json(), moment, locale);
    if (made.size >= MAX_FIRST_SCREEN_PAGES) made.delete(made.keys().next().value!);
    made.set(cacheKey, entry);
    return entry;
  };
}

export interface SpaPage {
  path: string;
  config: Partial<PublicConfig>;
  headers?: Record<string, string>;
}

/**
 * The script files of each language's first-screen messages (src/client/i18n/catalogue-<locale>.ts),
 * read from the build's manifest beside the client; none when there is no manifest.
 */
function firstScreenMessageFiles(clientDir: string): Partial<Record<Locale, string[]>> {
  const file = path.join(clientDir, '..', 'client-manifest.json');
  if (!fs.existsSync(file)) return {};
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const filesOf = (key: string): string[] => {
    const entry = manifest[key];
    return entry ? [entry.file, ...(entry.imports ?? []).flatMap(filesOf)] : [];
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, filesOf(`i18n/catalogue-${locale}.ts`)]));
}

/**
 * The page template in `locale`: its lang, title and description (the app sets each page's own
 * title once running), and the language's first-screen messages fetched beside the page's code
 * rather than after it.
 */
export function inLanguage(template: string, locale: Locale, messageFiles: string[] = []): string {
  const { t } = translator(locale);
  const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const preloads = messageFiles
    .filter((file) => !template.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${attribute(file)}">`)
    .join('');
  return template
    .replace('</head>', () => `${preloads}</head>`)
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${attribute(t('common.productName'))}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${attribute(t('common.productDescription'))}"`);
}

export function injectConfig(template: string, config: PublicConfig): string {
  // Escape "<" so no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const element = `<script>${THEME_SCRIPT}</script><script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return template.includes(CONFIG_PLACEHOLDER) ? template.replace(CONFIG_PLACEHOLDER, element) : template.replace('</head>', `${element}</head>`);
}
