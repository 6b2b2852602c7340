import {
  coinsRequestSchema,
  cryptoDepositSchema,
  currencySchema,
  depositAddressSchema,
} from '@casino/contract';
import { z } from 'zod';
import type { Deps } from '../../../deps';
import { currentPlayer, requirePlayer } from '../../../http/authenticate';
import type { Api } from '../../../http/typed-routes';
import { depositAddress } from './addresses';
import { currencyList } from './currencies';
import { myDeposits } from './deposits';
import { chainSandboxRoutes } from './sandbox-routes';

/** Crypto deposits (spec §7 `POST /coins {currency}`, §3 currencies). */
export function cryptoRoutes(app: Api, deps: Deps): void {
  const signedIn = { onRequest: requirePlayer(deps.sessions) };

  app.get('/api/currencies', { schema: { response: { 200: z.array(currencySchema) } } }, async () =>
    currencyList(deps.config),
  );
  app.post(
    '/api/coins',
    { ...signedIn, schema: { body: coinsRequestSchema, response: { 200: depositAddressSchema } } },
    async (request) => depositAddress(deps, currentPlayer(request).userId, request.body.currency),
  );
  app.get(
    '/api/coins/deposits',
    { ...signedIn, schema: { response: { 200: z.array(cryptoDepositSchema) } } },
    async (request) => myDeposits(deps, currentPlayer(request).userId),
  );

  if (deps.chain?.tester) chainSandboxRoutes(app, deps, deps.chain.tester);
}
