import type { CryptoDeposit, DepositAddress } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { Headers } from '../test-support';

/** The sandbox chain's block interval the crypto tests run with. */
export const BLOCK_MS = 1000;

/** Asks for the player's deposit address in `currency` (`POST /api/coins`); answers the raw response. */
export function askDepositAddress(app: FastifyInstance, headers: Headers, currency: string) {
  return app.inject({ method: 'POST', url: '/api/coins', headers, payload: { currency } });
}

/** Asks for the player's deposit address (`POST /api/coins`); answers it. */
export async function depositAddressOf(app: FastifyInstance, headers: Headers, currency: string) {
  const answer = await askDepositAddress(app, headers, currency);
  if (answer.statusCode !== 200) throw new Error(`POST /api/coins: ${answer.statusCode} ${answer.body}`);
  return answer.json() as DepositAddress;
}

/** "Sends" a deposit through the sandbox chain's tester control; answers its tx hash. */
export async function sendDeposit(
  app: FastifyInstance,
  deposit: { currency: string; address: string; tag?: string | null; amount: string },
): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/sandbox/chain/deposits',
    payload: { tag: null, ...deposit },
  });
  if (answer.statusCode !== 200) throw new Error(`send: ${answer.statusCode} ${answer.body}`);
  return answer.json().tx_hash as string;
}

/** Lets `blocks` blocks pass over a sent transaction (its send moved back in time). */
export async function blocksPass(db: Database, txHash: string, blocks: number): Promise<void> {
  await sql`UPDATE sandbox_chain_transactions
    SET sent_at = sent_at - make_interval(secs => ${(blocks * BLOCK_MS) / 1000})
    WHERE tx_hash = ${txHash}`.execute(db);
}

/** The player's deposits, newest first. */
export async function depositsOf(app: FastifyInstance, headers: Headers): Promise<CryptoDeposit[]> {
  return (await app.inject({ url: '/api/coins/deposits', headers })).json() as CryptoDeposit[];
}
