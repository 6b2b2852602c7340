import { createPrivateKey, type KeyObject, sign } from 'node:crypto';

/** What a provider's server sends: a body as signed, byte for byte, and its signature. */
export interface SignedCall {
  body: string;
  signature: string;
}

export interface BetAndWin {
  bet: SignedCall;
  win: SignedCall;
}

export interface ProviderPlayer {
  user: string;
  token: string;
}

const signed = (key: KeyObject, fields: object): Promise<SignedCall> => {
  const body = JSON.stringify(fields);
  return new Promise((resolve, reject) =>
    sign('sha256', Buffer.from(body), key, (error, signature) =>
      error ? reject(error) : resolve({ body, signature: signature.toString('base64') }),
    ),
  );
};

/**
 * `count` bet-and-win pairs for `player`, signed before the measurement on libuv's pool: the provider's
 * own signing is its machine's work, not the wallet's, so it must not share the cores the wallet is
 * measured on. A bet of 1.00 GC and a win of 0 or 2.00 in turn, each closing its round.
 */
export async function signedPairs(
  providerPrivateKeyPem: string,
  player: ProviderPlayer,
  gameCode: string,
  prefix: string,
  count: number,
): Promise<BetAndWin[]> {
  const key = createPrivateKey(providerPrivateKeyPem);
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const round = `${prefix}-r${i}`;
      const common = {
        user: player.user,
        token: player.token,
        round,
        game_code: gameCode,
        currency: 'GC',
        is_free: false,
      };
      const [bet, win] = await Promise.all([
        signed(key, {
          ...common,
          request_uuid: `${round}-b`,
          transaction_uuid: `${round}-bet`,
          round_closed: false,
          amount: 100_000,
        }),
        signed(key, {
          ...common,
          request_uuid: `${round}-w`,
          transaction_uuid: `${round}-win`,
          reference_transaction_uuid: `${round}-bet`,
          round_closed: true,
          amount: i % 2 ? 200_000 : 0,
        }),
      ]);
      return { bet, win };
    }),
  );
}
