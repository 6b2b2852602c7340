import { createHmac } from 'node:crypto';
import { floats } from '@casino/fairness';
import { randomHex, randomSeeds } from './game';
import { HmacKey, wordsToHex } from './sha256';
import { PlayStream } from './stream';

/**
 * The fast stream against the package before anything is measured: HMAC against node:crypto for key and
 * message lengths around the block edges, and the first 40 floats of random plays against `floats()`.
 */
export function checkStream(plays: number): void {
  for (const keyLength of [0, 1, 32, 63, 64, 65, 100]) {
    for (const messageLength of [0, 1, 55, 56, 63, 64, 119, 120, 200]) {
      const key = 'k'.repeat(keyLength);
      const message = randomHex(messageLength).slice(0, messageLength);
      const want = createHmac('sha256', key).update(message).digest('hex');
      const got = wordsToHex(new HmacKey(key).digestText(message));
      if (got !== want)
        throw new Error(`HMAC differs from node:crypto (key ${keyLength}, message ${messageLength})`);
    }
  }
  for (let i = 0; i < plays; i++) {
    const seeds = randomSeeds();
    if (i % 3 === 0) seeds.clientSeed = `client ✓ ${i}`; // non-ASCII: the message is UTF-8
    const want = floats(seeds, 40);
    const got = new PlayStream(seeds.serverSeed, seeds.clientSeed).play(seeds.nonce).floats(40);
    const at = want.findIndex((f, k) => f !== got[k]);
    if (at !== -1) throw new Error(`float ${at} differs from the package for ${JSON.stringify(seeds)}`);
  }
}
