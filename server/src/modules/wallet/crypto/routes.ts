import {
  coinsRequestSchema,
  cryptoDepositSchema,
  currencySchema,
  depositAddressSchema,
} from '@casino/contract';
import { z } from 'zod';
import { currentPlayer, requirePlayer } from '../../../http/authenticate';
import type { Api } from '../../../http/typed-routes';
import type { WalletPorts } from '../ports';
import { depositAddress } from './addresses';
import { currencyList } from './currencies';
import { myDeposits } from './deposits';
import { chainSandboxRoutes } from './sandbox-routes';

/** Crypto deposits (spec §7 `POST /coins {currency}`, §3 currencies). */
export function cryptoRoutes(app: Api, ports: WalletPorts): void {
  const signedIn = { onRequest: requirePlayer(ports.sessions) };

  app.get('/api/currencies', { schema: { response: { 200: z.array(currencySchema) } } }, async () =>
    currencyList(ports.config),
  );
  app.post(
    '/api/coins',
    { ...signedIn, schema: { body: coinsRequestSchema, response: { 200: depositAddressSchema } } },
    async (request) => depositAddress(ports, currentPlayer(request).userId, request.body.currency),
  );
  app.get(
    '/api/coins/deposits',
    { ...signedIn, schema: { response: { 200: z.array(cryptoDepositSchema) } } },
    async (request) => myDeposits(ports, currentPlayer(request).userId),
  );

  if (ports.chain?.tester) chainSandboxRoutes(app, ports, ports.chain.tester);
}
