// Builds the web app (web/dist) and the server (server/dist).
//   node scripts/build.mjs [web|server ...]             builds them (all when none is named)
//   node scripts/build.mjs --if-stale [web|server ...]  builds only those whose sources changed since
//                                                       their last build (`npm start` does this)
// Each build leaves a stamp in its output: the SHA-256 of its inputs' paths and contents. Contents, not
// modification times: a git checkout, pull or branch switch stamps every file it writes with the time it
// wrote it, so times would call a build of the very same sources stale (18 s for the web app) and would
// miss sources put back to an older state. Hashing the ~10 MB of sources takes well under a second.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const STAMP = '.build-inputs';
/** Both builds read the shared packages, the lockfile (versions of Vite, esbuild and every import) and the base tsconfig. */
const SHARED = [
  'packages/contract/src',
  'packages/fairness/src',
  'packages/provider-games/src',
  'packages/contract/package.json',
  'packages/fairness/package.json',
  'packages/provider-games/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

const TARGETS = {
  web: {
    output: 'web/dist',
    entry: 'web/dist/index.html',
    inputs: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/vite.config.ts',
      'web/tsconfig.json',
      'web/package.json',
      'web/scripts',
      ...SHARED,
    ],
    command: ['npm', 'run', 'build', '-w', 'web'],
  },
  server: {
    output: 'server/dist',
    entry: 'server/dist/main.js',
    inputs: ['server/src', 'server/scripts', 'server/package.json', 'server/tsconfig.json', ...SHARED],
    command: ['npm', 'run', 'build', '-w', 'server'],
  },
};

/** Tests are no part of a build: changing one does not make it stale. */
const notBuilt = (name) => /\.test\.tsx?$/.test(name) || name === 'node_modules' || name === 'dist';

function filesUnder(path) {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [path];
  return readdirSync(absolute)
    .filter((name) => !notBuilt(name))
    .flatMap((name) => filesUnder(join(path, name)));
}

function inputsHash(target) {
  const hash = createHash('sha256');
  for (const file of target.inputs.flatMap(filesUnder).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const args = process.argv.slice(2);
const ifStale = args.includes('--if-stale');
const named = args.filter((arg) => !arg.startsWith('--'));
for (const name of named)
  if (!(name in TARGETS)) throw new Error(`build: no target ${name} (${Object.keys(TARGETS).join(', ')})`);

for (const name of named.length ? named : Object.keys(TARGETS)) {
  const target = TARGETS[name];
  const stamp = join(root, target.output, STAMP);
  const hash = inputsHash(target);
  const built = existsSync(join(root, target.entry)) && existsSync(stamp);
  if (ifStale && built && readFileSync(stamp, 'utf8').trim() === hash) {
    console.log(`${name}: up to date (${target.output}), not rebuilt`);
    continue;
  }
  const [command, ...commandArgs] = target.command;
  const run = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  // Written only once the build has succeeded; through a rename, as two builds may run side by side.
  writeFileSync(`${stamp}.${process.pid}.tmp`, `${hash}\n`);
  renameSync(`${stamp}.${process.pid}.tmp`, stamp);
}
