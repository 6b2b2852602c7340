/**
 * What one signed-in page costs the machine, by process: the browser specs are CPU-bound on CI's two
 * CPUs, and most of their CPU is pages loading and then living (sockets, animation) while a test waits.
 *
 *   npm run build && PORT=3999 DATA_DIR=memory:// node --import tsx server/src/main.ts &
 *   npx tsx e2e/tools/page-cost.ts [route…]      (BASE_URL, WIDTH, RUNS and IDLE_MS change the defaults)
 *
 * For each route and run: a new player (sign-up API), a new context, the route loaded signed in until
 * the network is idle, then IDLE_MS of the page left open. It prints the load's requests by kind and the
 * CPU-seconds each kind of process spent in each phase, read from /proc, so the server's share is counted
 * and the figures are the machine's own (run it on a quiet machine). The first run of a browser costs more; read the later ones.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { launchBrowser } from '../support/browser';
import { openSignedIn, registerByApi } from '../support/player';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3999';
const width = Number(process.env.WIDTH ?? 1440);
const runs = Number(process.env.RUNS ?? 3);
const idleMs = Number(process.env.IDLE_MS ?? 10_000);
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const CLOCK_TICKS_PER_SECOND = 100;

type CpuByKind = Map<string, number>;

/** Which part of the test set-up a process is, from its command line. */
function kindOf(commandLine: string): string {
  if (commandLine.includes('server/src/main.ts') || commandLine.includes('server/dist/main.js'))
    return 'server';
  const type = commandLine.match(/--type=([a-z-]+)/)?.[1];
  if (type) return type === 'renderer' && commandLine.includes('--top-chrome-webui') ? 'browser-ui' : type;
  if (commandLine.includes('chromium')) return 'browser';
  if (commandLine.includes('page-cost.ts')) return 'playwright';
  return 'other';
}

/** CPU-seconds (user and system, children included) every process has used so far, summed by kind. */
function cpuByKind(): CpuByKind {
  const totals: CpuByKind = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = [11, 12, 13, 14].reduce((sum, field) => sum + Number(fields[field]), 0);
      const kind = kindOf(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '));
      totals.set(kind, (totals.get(kind) ?? 0) + ticks / CLOCK_TICKS_PER_SECOND);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return totals;
}

function spent(before: CpuByKind, after: CpuByKind): string {
  const rows = [...after].map(([kind, seconds]) => [kind, seconds - (before.get(kind) ?? 0)] as const);
  const total = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
  const parts = rows.filter(([, seconds]) => seconds >= 0.01).map(([kind, s]) => `${kind} ${s.toFixed(2)}`);
  return `${total.toFixed(2)} CPU-s (${parts.join(', ')})`;
}

const browser = await launchBrowser();
for (const route of routes) {
  for (let run = 1; run <= runs; run++) {
    const player = await registerByApi(baseUrl);
    const start = cpuByKind();
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const requests = new Map<string, number>();
    page.on('request', (request) => {
      const type = request.resourceType();
      requests.set(type, (requests.get(type) ?? 0) + 1);
    });
    await openSignedIn(page, baseUrl, player, route);
    await page.waitForLoadState('networkidle');
    const loaded = cpuByKind();
    const byType = [...requests].map(([type, count]) => `${type} ${count}`).join(', ');
    await page.waitForTimeout(idleMs);
    const idle = cpuByKind();
    console.log(`${route} at ${width} px, run ${run}: load ${spent(start, loaded)}; requests: ${byType}`);
    console.log(`${route} at ${width} px, run ${run}: open ${idleMs} ms ${spent(loaded, idle)}`);
    await context.close();
  }
}
await browser.close();
