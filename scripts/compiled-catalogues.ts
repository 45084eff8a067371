import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalogue, type Catalogue } from '../src/shared/i18n/compile.ts';

const CATALOGUE_DIR = path.resolve(import.meta.dirname, '../src/shared/i18n/catalogues');
/** The client's modules that gather the catalogue files by a glob (src/client/i18n/*catalogue-<locale>.ts). */
const GATHERER = /[\\/]src[\\/]client[\\/]i18n[\\/][a-z-]*catalogue-[a-zA-Z-]+\.ts$/;
const CATALOGUE = /[\\/]src[\\/]shared[\\/]i18n[\\/]catalogues[\\/][^\\/]+[\\/][^\\/]+\.json$/;

/**
 * Compiles the message catalogues (src/shared/i18n/catalogues/<locale>/<area>.json) as they are
 * imported: the JSON Vite turns into a module is already the compiled form Lingui runs, so the
 * browser's bundle carries no MessageFormat parser. A malformed message fails the build.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'compiled-catalogues',
    enforce: 'pre',
    // Vitest keeps transformed modules on disk by their source: a gatherer's source does not change
    // when an area file is added, so its key also names the files there are.
    configureVitest(context) {
      context.experimental_defineCacheKeyGenerator(({ id }) => (GATHERER.test(id.split('?')[0]!) ? areaFiles() : undefined));
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!CATALOGUE.test(file)) return null;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code) as Catalogue, file)), map: null };
    },
  };
}

function areaFiles(): string {
  return fs
    .readdirSync(CATALOGUE_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort()
    .join(',');
}
