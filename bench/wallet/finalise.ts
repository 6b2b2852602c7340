/**
 * Purchase finalises per second over real HTTP: the production server in its own process on real
 * PostgreSQL with the sandbox payment vendor answering at once; purchases are started and checked out
 * first, then finalised by WORKERS callers as fast as answers come back. Beside it, in the same run, the
 * raw single-statement transfer rate on the same database, and the ratio between the two.
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_SECONDS (raw baseline,
 *   default 5), BENCH_PURCHASES (default 2000), BENCH_WORKERS (default 32)
 */
import { sql } from 'kysely';
import { baselineTransferRate } from '../games/raw-transfer';
import { openBenchSchema, shownDatabaseUrl, startBenchServer } from '../lib/bench-server';
import { resultRow, table } from '../lib/measure';
import { registerPlayers } from '../lib/players';
import { perCoinTotals } from '../lib/statements';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 2000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 32);
/**
 * The server lets a player start this many payments a minute (its production limit, not lifted for the
 * bench): the purchases are spread over enough buyers that none is refused.
 */
const STARTS_PER_BUYER = 10;
const BUYERS = Math.max(64, Math.ceil(PURCHASES / STARTS_PER_BUYER));

interface Ready {
  token: string;
  body: { merchantRefNum: string; amount: number; paymentHandleToken: string };
}

const bench = await openBenchSchema();
const { schema, db } = bench;
let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
try {
  const raw = await baselineTransferRate(schema, WORKERS, SECONDS);

  server = await startBenchServer(bench.url, {
    DATABASE_POOL_SIZE: String(WORKERS),
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    PAYMENTS_SANDBOX_DELAY_MS: '0',
    VERIFICATION_TOTAL_PURCHASES_USD: '100000000',
  });
  const { client } = server;

  const tokens = await registerPlayers(client, 'buyer', BUYERS);
  const { bundles } = await client.json<{ bundles: { id: number; price: string }[] }>(
    'GET',
    '/api/bundles',
    undefined,
    null,
  );
  const bundle = bundles[0] as { id: number; price: string };

  // Started and checked out beforehand: only the finalise (vendor payment + credit) is measured.
  const ready: Ready[] = [];
  await Promise.all(
    tokens.map(async (token, player) => {
      for (let n = player; n < PURCHASES; n += BUYERS) {
        // Location checks go stale: each purchase start asks for a fresh one, as the wallet does.
        await client.json('POST', '/api/location/check', {}, token);
        const form = { amount: bundle.price, payment_method: 'card', bundleId: bundle.id, promotionId: null };
        const start = await client.json<{ merchantRefNum: string; amount: number }>(
          'POST',
          '/api/payments/paysafe',
          { form },
          token,
        );
        const handle = await client.json<{ paymentHandleToken: string }>(
          'POST',
          `/api/sandbox/paysafe/${start.merchantRefNum}/instrument`,
          { card_number: '4111111111111111', expiry: '12/30', cvv: '123', holder: 'Bench Buyer' },
          null,
        );
        ready.push({
          token,
          body: {
            merchantRefNum: start.merchantRefNum,
            amount: start.amount,
            paymentHandleToken: handle.paymentHandleToken,
          },
        });
      }
    }),
  );

  const latencies: number[] = [];
  let errors = 0;
  const queue = [...ready];
  const began = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      for (let next = queue.pop(); next; next = queue.pop()) {
        const t0 = performance.now();
        try {
          await client.json('POST', '/api/payments/paysafe/finalise', next.body, next.token);
        } catch (error) {
          if (errors === 0) console.error(`first error: ${String(error).slice(0, 300)}`);
          errors += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const finalises = { perSecond: ready.length / elapsed, p50: at(0.5), p99: at(0.99), errors };

  const [credited] = (
    await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM ${sql.id(schema, 'purchases')} WHERE status = 'completed'`.execute(db)
  ).rows;
  const totals = await perCoinTotals(db, schema);

  console.log(
    `\nFinalise benchmark: ${ready.length} purchases, ${WORKERS} callers over HTTP, PostgreSQL ${shownDatabaseUrl()}\n`,
  );
  table([
    resultRow(`POST /api/payments/paysafe/finalise (${WORKERS} callers)`, finalises),
    resultRow(`raw single-statement transfer (${WORKERS} workers)`, raw),
  ]);
  console.log(`\nfinalises / raw transfers: ${(finalises.perSecond / raw.perSecond).toFixed(2)}`);
  console.log(
    `purchases credited: ${credited?.n} of ${ready.length}; per-coin totals: ${totals} (must be 0)`,
  );
} finally {
  await server?.stop();
  await bench.drop();
}
