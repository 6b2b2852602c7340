import {
  cryptoDepositSchema,
  sandboxChainDepositSchema,
  sandboxChainSchema,
  sandboxChainSentSchema,
  WALLET_TEXTS,
} from '@casino/contract';
import { z } from 'zod';
import type { ChainTester } from '../../../adapters/chain/interface';
import { AppError } from '../../../http/errors';
import { onlyFromThisMachine } from '../../../http/this-machine';
import type { Api } from '../../../http/typed-routes';
import type { WalletPorts } from '../ports';
import { depositView, observeDeposit } from './deposits';

/**
 * The sandbox chain's controls: "send" a deposit (any amount, to any address, on any network: below
 * the minimum or on the wrong network too), and replay one to the product as a chain notification
 * arriving again; and list the withdrawals our wallet sent (a block explorer's view). Registered only when
 * the sandbox chain is configured, which configuration refuses with live vendors; a deposit makes coins,
 * so sending and replaying answer only on this machine.
 */
export function chainSandboxRoutes(app: Api, ports: WalletPorts, tester: ChainTester): void {
  // The web app shows its tester panel when this answers.
  app.get('/api/sandbox/chain', { schema: { response: { 200: sandboxChainSchema } } }, async () => ({
    block_ms: ports.config.CHAIN_SANDBOX_BLOCK_MS,
  }));
  app.post(
    '/api/sandbox/chain/deposits',
    {
      onRequest: onlyFromThisMachine,
      schema: { body: sandboxChainDepositSchema, response: { 200: sandboxChainSentSchema } },
    },
    async (request) => {
      const txHash = await tester.sendDeposit(request.body);
      // The vendor notifies a new transaction at once (in the mempool, no confirmations yet).
      const seen = await ports.chain?.deposit(txHash);
      if (seen) await observeDeposit(ports, seen);
      return { tx_hash: txHash };
    },
  );
  app.post(
    '/api/sandbox/chain/deposits/:txHash/replay',
    {
      onRequest: onlyFromThisMachine,
      schema: {
        params: z.object({ txHash: z.string().min(1).max(128) }),
        response: { 200: cryptoDepositSchema },
      },
    },
    async (request) => {
      const seen = await ports.chain?.deposit(request.params.txHash);
      if (!seen) throw new AppError('NOT_FOUND', WALLET_TEXTS.noSuchPayment);
      return depositView(ports, await observeDeposit(ports, seen));
    },
  );
  app.get(
    '/api/sandbox/chain/withdrawals',
    {
      schema: {
        response: {
          200: z.array(
            z.object({
              reference: z.string(),
              tx_hash: z.string(),
              currency: z.string(),
              address: z.string(),
              tag: z.string().nullable(),
              amount: z.string(),
              sent_at: z.string(),
            }),
          ),
        },
      },
    },
    async () =>
      (await tester.withdrawals(50)).map((sent) => ({
        reference: sent.reference,
        tx_hash: sent.txHash,
        currency: sent.currency,
        address: sent.address,
        tag: sent.tag,
        amount: sent.amount,
        sent_at: sent.sentAt.toISOString(),
      })),
  );
}
