import { RAIN_TEXTS } from '@casino/contract';
import { inTransaction, type Trx } from '../../db/transaction';
import { type JobHandler, PermanentJobError } from '../../jobs';
import { writeChatMessage } from '../chat';
import { announceBalance } from '../users';
import { type RainTaker, rainTakers } from './eligibility';
import type { RainPorts } from './ports';
import { insertShare, markPaid, type RainRow, rainForPayout } from './repository';
import { splitPot } from './split';
import { rainCard } from './view';

/**
 * Pays each taker's share from the house's promotions accounts, as every free coin is paid (GC to GC,
 * SC unplayed): a share row, then one ledger transfer per coin keyed by rain and player
 * (`chat-rain:<rain>:<player>:GC|SC`), then the player's balance for their open tabs.
 */
async function payShares(
  trx: Trx,
  ports: RainPorts,
  rain: RainRow,
  takers: readonly RainTaker[],
  shares: { gc: bigint; sc: bigint },
): Promise<void> {
  const coins = [
    ports.ledger.systemAccount('promotions', 'GC'),
    ports.ledger.systemAccount('promotions', 'SC'),
  ];
  // Every account the payout touches, locked at once in id order (transfer by transfer could deadlock).
  await ports.ledger.lockAccounts(
    trx,
    takers.map((taker) => taker.userId),
    coins,
  );
  for (const taker of takers) {
    const share = { gc: shares.gc, sc: taker.sc ? shares.sc : 0n };
    if (share.gc === 0n && share.sc === 0n) continue;
    await insertShare(trx, { rainId: rain.id, userId: taker.userId, ...share });
    await ports.ledger.grantBonusClaim(trx, {
      key: `chat-rain:${rain.id}:${taker.userId}`,
      kind: 'rain',
      userId: taker.userId,
      ...share,
      referenceType: 'chat_rain',
      referenceId: rain.id.toString(),
    });
    await announceBalance(trx, ports.ledger, taker.userId);
  }
}

/**
 * Pays a rain (docs/chat.md "Rain"), in one transaction: the pot of each coin split equally among the
 * takers (the remainder stays with the house), each share paid once, the rain marked paid and its
 * result said in the room. The rain's row is locked first and a paid rain is left as it is, so a job
 * run again (a crash after the commit, a second instance) pays nothing twice.
 */
export async function payRain(ports: RainPorts, rainId: bigint): Promise<void> {
  await inTransaction(ports.db, async (trx) => {
    const rain = await rainForPayout(trx, rainId);
    if (!rain) throw new PermanentJobError(`chat rain ${rainId} does not exist`);
    if (rain.status === 'paid') return;
    const takers = await rainTakers(trx, ports.gate, rain.room_id);
    const gc = splitPot(rain.gc, takers.length).share;
    const scTakers = takers.filter((taker) => taker.sc).length;
    const sc = splitPot(rain.sc, scTakers).share;
    await payShares(trx, ports, rain, takers, { gc, sc });
    const figures = {
      gcRecipients: gc > 0n ? takers.length : 0,
      scRecipients: sc > 0n ? scTakers : 0,
      gcShare: gc,
      scShare: sc,
    };
    const paid = await markPaid(trx, rain.id, figures);
    await writeChatMessage(trx, {
      roomId: rain.room_id,
      userId: null,
      kind: 'rain',
      body: RAIN_TEXTS.result(figures),
      meta: rainCard(paid),
    });
  });
}

/** The job handler of `chat.rain`: its payload names the rain. */
export function rainJobHandler(ports: RainPorts): JobHandler {
  return async (job) => {
    const { rainId } = job.payload as { rainId?: string };
    if (!rainId || !/^\d{1,18}$/.test(rainId)) throw new PermanentJobError('a chat rain job names its rain');
    await payRain(ports, BigInt(rainId));
  };
}
