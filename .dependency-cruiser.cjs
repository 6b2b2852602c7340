/**
 * The allowed imports (docs/CODE_STYLE.md), checked by `npm run lint`. Violations that predate a rule are
 * listed in .dependency-cruiser-known-violations.json and let through; any new one fails.
 * After fixing some, shrink that list with `npm run lint:boundaries:baseline`.
 */

/** Folders under `root` meet each other only through their index file (`index`, a pattern). */
const throughIndex = (name, root, index, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `^${root}/([^/]+)/` },
  to: { path: `^${root}/[^/]+/`, pathNot: [`^${root}/$1/`, `^${root}/[^/]+/${index}$`] },
});

/** Files under `from` (a pattern) never import files under `to`. */
const never = (name, from, to, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: to },
});

module.exports = {
  forbidden: [
    throughIndex(
      'server-module-through-index',
      'server/src/modules',
      'index\\.ts',
      "A module reaches another module only through that module's index.ts, its one public face.",
    ),
    never(
      'modules-on-their-ports',
      '^server/src/modules/',
      '^server/src/(app|infrastructure)\\.ts$',
      "A module is built on the ports it declares (ports.ts); the whole infrastructure and the composition root are app.ts's alone.",
    ),
    never(
      'ledger-below-features',
      '^server/src/ledger/',
      '^server/src/(http|modules|realtime)/',
      'The ledger is the one door to balances: it knows nothing of HTTP, features or realtime.',
    ),
    never(
      'http-and-realtime-below-modules',
      '^server/src/(http|realtime)/',
      '^server/src/modules/',
      'HTTP plumbing and the realtime hub serve every module, so they import none.',
    ),
    {
      name: 'migrations-frozen',
      comment: 'A migration never changes once shipped, so it imports nothing outside migrations.',
      severity: 'error',
      from: { path: '^server/src/db/migrations/' },
      to: { pathNot: '^server/src/db/migrations/' },
    },
    {
      name: 'no-circular',
      comment:
        'Circular imports hide which side owns what. Type-only edges count too: a type shared both ways couples the two sides as much as a call does.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    never(
      'web-feature-not-shell',
      '^web/src/features/',
      '^web/src/shell/',
      'The shell composes features; a feature never reaches back into the shell.',
    ),
    throughIndex(
      'web-feature-through-index',
      'web/src/features',
      'index\\.tsx?',
      "A feature reaches another feature only through that feature's index.ts(x).",
    ),
    never(
      'packages-stand-alone',
      '^packages/',
      '^(server|web)/',
      'Shared packages serve the server and the web, so they import neither.',
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports count: a type reaching across a boundary couples the two sides all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
