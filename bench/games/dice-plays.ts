import { measure } from '../lib/measure';
import { registerPlayers } from '../lib/players';
import type { HttpClient } from './http-client';

/** `count` players signed up through the API, each with a client seed set for dice; their tokens. */
export async function dicePlayers(client: HttpClient, prefix: string, count: number): Promise<string[]> {
  const tokens = await registerPlayers(client, prefix, count);
  for (const [i, token] of tokens.entries())
    await client.json(
      'POST',
      '/api/dicing/seeds',
      { action: 'update_client', client_seed: `bench-${i}` },
      token,
    );
  return tokens;
}

/**
 * Each player plays 1 GC of dice at 2x as fast as answers come back, for `seconds`; through `client`, or
 * through the client a player is given (one per address a balancer sees).
 */
export function measureDicePlays(
  client: HttpClient | ((player: number) => HttpClient),
  tokens: string[],
  seconds: number,
) {
  const play = { wager: '1', over: true, multiplier: 2, target: 50 };
  const clientOf = typeof client === 'function' ? client : () => client;
  return measure(tokens.length, seconds, (player) =>
    clientOf(player).json('POST', '/api/dicing', play, tokens[player] as string),
  );
}
