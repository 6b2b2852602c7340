// Prints the gzipped JavaScript a guest's browser needs for the landing page (spec: under 200 KB)
// and fails the build when it is over. The landing pages are in the entry (web/src/HomeRoute.tsx,
// router.tsx), so this follows the entry's static imports, as the browser would.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1024;

const dist = process.argv[2] ?? 'dist';
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);

const needed = new Set();
const visit = (file) => {
  if (needed.has(file)) return;
  needed.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  // Static imports only ("from"./x.js"" and bare "import"./x.js""); dynamic import() loads on demand.
  for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(m[1]);
};
for (const file of entries) visit(file);

const rows = [...needed].map((file) => [file, gzipSync(readFileSync(join(assets, file))).length]);
rows.sort((a, b) => b[1] - a[1]);
const total = rows.reduce((sum, [, size]) => sum + size, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('\nJavaScript for the landing route (gzipped):');
for (const [file, size] of rows) console.log(`  ${kb(size).padStart(9)}  ${file}`);
console.log(`  ${kb(total).padStart(9)}  total (budget ${kb(BUDGET_BYTES)})`);
if (total > BUDGET_BYTES) {
  console.error(`The landing route needs ${kb(total)} of JavaScript, over the ${kb(BUDGET_BYTES)} budget.`);
  process.exit(1);
}
