/** A file directly in src/server/modules/, outside every module folder. */
const LOOSE_MODULES_FILE = '^src/server/modules/[^/]+$';

/**
 * The boundaries of docs/architecture.md, enforced. `npm run lint` runs this after
 * ESLint; `scripts/boundaries.test.ts` proves each rule bites on a fixture that breaks it.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Files never import each other in a circle, not even through types: one of them owns the shared part.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      severity: 'error',
      scope: 'folder',
      comment: 'Folders never depend on each other in a circle (plugins <-> modules, services <-> monitoring).',
      from: {},
      to: { circular: true },
    },
    // The server's layers, lowest first: db, lib, plugins, modules, data-steps.
    ...[
      ['db', 'lib|plugins|modules|data-steps'],
      ['lib', 'plugins|modules|data-steps'],
      ['plugins', 'modules|data-steps'],
      ['modules', 'data-steps'],
    ].map(([layer, above]) => ({
      name: 'server-layers',
      severity: 'error',
      comment: `src/server/${layer}/ sits below ${above.split('|').join(', ')} and imports none of them.`,
      from: { path: `^src/server/${layer}/` },
      to: { path: `^src/server/(${above})/` },
    })),
    {
      name: 'module-through-its-entry',
      severity: 'error',
      comment: "A server module reaches another only through that module's public entry (its index.ts).",
      from: { path: '^src/server/modules/([^/]+)/' },
      to: { path: '^src/server/modules/([^/]+)/', pathNot: ['^src/server/modules/$1/', '^src/server/modules/[^/]+/index\\.ts$'] },
    },
    // A file there would be in no module, so module-through-its-entry would see neither what it
    // imports nor who imports it: caught whether it imports, is imported, or neither.
    ...[
      { from: { path: LOOSE_MODULES_FILE }, to: {} },
      { from: {}, to: { path: LOOSE_MODULES_FILE } },
      { from: { path: LOOSE_MODULES_FILE, orphan: true }, to: {} },
    ].map(({ from, to }) => ({
      name: 'modules-only-in-folders',
      severity: 'error',
      comment: 'src/server/modules/ holds module folders only: a file shared by modules belongs to one of them (reached through its index.ts) or to lib/.',
      from,
      to,
    })),
    {
      name: 'server-reaches-modules-through-entries',
      severity: 'error',
      comment:
        'The composition root (app.ts), the entries (serve.ts, main.ts), the command line, the data steps and the plugins reach a module only through its public entry (its index.ts).',
      from: { path: ['^src/server/(app|serve|main)\\.ts$', '^src/server/(cli|data-steps|plugins)/'] },
      to: { path: '^src/server/modules/', pathNot: '^src/server/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'no-cross-feature',
      severity: 'error',
      comment: 'A client feature never imports another feature: shared parts live in components/ or lib/.',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'client-shared-layers-stay-shared',
      severity: 'error',
      comment: 'components/, lib/ and api/ serve every feature, so they import no feature and no page.',
      from: { path: '^src/client/(components|lib|api)/' },
      to: { path: '^src/client/(features|pages)/' },
    },
    {
      name: 'features-without-pages',
      severity: 'error',
      comment: 'Pages compose features; a feature never imports a page.',
      from: { path: '^src/client/features/' },
      to: { path: '^src/client/pages/' },
    },
    {
      name: 'entry-checks-before-the-app-loads',
      severity: 'error',
      comment:
        'main.ts checks the configuration, keys and database before it loads the app: serve.ts and app.ts are imported dynamically, so that a refused start answers in a fraction of the time.',
      from: { path: '^src/server/main\\.ts$' },
      to: { path: '^src/server/(serve|app)\\.ts$', dynamic: false },
    },
    {
      name: 'routes-without-database',
      severity: 'error',
      comment: 'Routes are HTTP only: the database is reached through a service.',
      from: { path: '\\.routes\\.ts$' },
      to: { path: ['^src/server/db/', '(^|/)node_modules/(drizzle-orm|pg|@electric-sql/pglite)/'] },
    },
    {
      name: 'routes-without-schemas',
      severity: 'error',
      comment: "Routes declare no schema of their own: requests and answers live in the module's <area>.schemas.ts (or src/shared).",
      from: { path: '\\.routes\\.ts$' },
      to: { path: ['(^|/)node_modules/zod/', '^zod$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '^src/server/db/migrations/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
