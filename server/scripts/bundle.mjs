// `npm run build -w server`: the server as one ES module, server/dist/main.js, that plain `node` runs.
// Running the TypeScript through tsx compiled every module at each start (a second process, 25 s and
// 300 MB on PostgreSQL in issue 25's measure); the bundle is compiled once, here.
//
// Our own code and the workspace packages (@casino/*, TypeScript sources) are bundled; every npm package
// stays an import resolved from node_modules at run time, as it is: native modules (@node-rs/argon2) and
// PGlite, which finds its WASM and data files beside its own module, keep working unchanged.
import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = fileURLToPath(new URL('..', import.meta.url));
const dist = join(server, 'dist');

/** Every bare import (an npm package) is left to node, except our workspace packages. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@casino/') || args.path.startsWith('#') ? undefined : { external: true },
    );
  },
};

/**
 * Writes `content` to `path` through a temporary file renamed over it: a server starting from dist/ (or a
 * second build running beside this one, as CI's tiers may) sees the old file or the new, never half.
 */
function writeAtomically(path, content) {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

const result = await build({
  entryPoints: [join(server, 'src/main.ts')],
  outfile: join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Names kept as written (esbuild would rename a class or function that two modules both declare).
  keepNames: true,
  // Stack traces name the TypeScript sources (`npm run serve` passes --enable-source-maps).
  sourcemap: 'linked',
  sourcesContent: false,
  plugins: [npmPackagesExternal],
  write: false,
  logLevel: 'warning',
});
for (const file of result.outputFiles) writeAtomically(file.path, file.contents);

// The database functions are read at start from `functions/` beside the running module (db/functions.ts):
// beside main.js, that is dist/functions/. A function file removed from the sources goes from there too.
const sourceFunctions = join(server, 'src/db/functions');
const builtFunctions = join(dist, 'functions');
mkdirSync(builtFunctions, { recursive: true });
const functions = readdirSync(sourceFunctions).filter((file) => file.endsWith('.sql'));
for (const file of functions) {
  const temporary = join(builtFunctions, `${file}.${process.pid}.tmp`);
  copyFileSync(join(sourceFunctions, file), temporary);
  renameSync(temporary, join(builtFunctions, file));
}
for (const file of readdirSync(builtFunctions))
  if (file.endsWith('.sql') && !functions.includes(file)) rmSync(join(builtFunctions, file));

console.log(`Server bundled: ${join('server/dist', 'main.js')} and ${functions.length} database functions.`);
