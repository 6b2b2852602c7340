import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { buy, purchaser } from '../modules/wallet/test-support';
import { startTestApp } from './app';
import { gcBalance, keyedPost, seededPlayer } from './plays';

/** A player of `someActivity`: how they sign in, and the GC balance they left with. */
export interface ActivePlayer {
  login: string;
  password: string;
  gc: string;
}

/**
 * Real activity through the app, for tests of what moves or copies a whole database (db:export, backups):
 * the app started on `database`, a card purchase, `players` players playing dice `plays` times each,
 * every queued job run, the app closed again (the database stays open). Answers the dice players.
 */
export async function someActivity(
  database: DatabaseHandle,
  players = 2,
  plays = 5,
): Promise<ActivePlayer[]> {
  const t = await startTestApp(database, {}, false);
  try {
    const buyer = await purchaser(t.app);
    const bought = await buy(t.app, buyer.headers, '9.99');
    expect(bought.finalised.statusCode, bought.finalised.body).toBe(200);
    const active: ActivePlayer[] = [];
    for (let p = 0; p < players; p++) {
      const dicer = await seededPlayer(t.app, `activity-${p}`, ['dicing']);
      for (let play = 0; play < plays; play++) {
        const answer = await keyedPost(t.app, '/api/dicing', dicer.headers, randomUUID(), {
          wager: '10',
          multiplier: 2,
        });
        expect(answer.statusCode, answer.body).toBe(200);
      }
      active.push({
        login: dicer.form.username,
        password: dicer.form.password,
        gc: await gcBalance(t.app, dicer.headers),
      });
    }
    await t.jobs.drain();
    return active;
  } finally {
    await t.close();
  }
}
