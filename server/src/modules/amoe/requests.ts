import { randomInt } from 'node:crypto';
import { AMOE_TEXTS, type AmoeRequestCreated, type AmoeRequestList } from '@casino/contract';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { mailAmoeRequest, publishAmoeRequest } from './events';
import type { AmoePorts } from './ports';
import { appendTimeline, openRequest, requestsOfPlayer, timelinesOf } from './repository';
import { entryRefusal } from './standing';
import { amoeInstructions, amoeRequestView } from './view';

/** No 0/O or 1/I/L: the code is copied by hand onto a card and read back by staff. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A single-use code such as `AMOE-7KQ2-MX9D`: 40 bits of chance, unique by the table's constraint. */
export function newAmoeCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `AMOE-${group()}-${group()}`;
}

/** Why a player may not request a code, in the words the account page shows. */
function requestRefusal(reason: NonNullable<Awaited<ReturnType<typeof entryRefusal>>>): AppError {
  switch (reason) {
    case 'not_verified':
      return new AppError('VERIFICATION_REQUIRED', AMOE_TEXTS.verificationRequired);
    case 'account_disabled':
      return new AppError('PLAY_RESTRICTED', AMOE_TEXTS.refusals.account_disabled);
    case 'excluded':
      return new AppError('REGION_NOT_AVAILABLE', AMOE_TEXTS.refusals.excluded);
    case 'self_excluded':
    case 'staff':
      return new AppError('PLAY_RESTRICTED', AMOE_TEXTS.refusals.self_excluded);
  }
}

/**
 * `POST /api/amoe/requests`: a verified player asks for a code. One open request at a time (the next
 * once staff have entered or refused the card): a player cannot hoard codes, and every mailed card
 * matches one request. The request and its first timeline step commit together; the code is mailed too.
 */
export async function requestAmoeCode(ports: AmoePorts, userId: bigint): Promise<AmoeRequestCreated> {
  const row = await inTransaction(ports.db, async (trx) => {
    const refusal = await entryRefusal(trx, ports, userId);
    if (refusal) throw requestRefusal(refusal);
    const opened = await openRequest(trx, userId, newAmoeCode());
    if (!opened) throw new AppError('CONFLICT', AMOE_TEXTS.openRequestExists);
    await appendTimeline(trx, {
      requestId: opened.id,
      status: 'requested',
      actor: 'player',
      actorId: userId,
      reason: null,
    });
    await publishAmoeRequest(trx, ports, opened);
    await mailAmoeRequest(trx, ports, opened);
    return opened;
  });
  return {
    request: amoeRequestView(row, await timelinesOf(ports.db, [row.id])),
    instructions: amoeInstructions(ports.config),
  };
}

/** `GET /api/amoe/requests`: the player's requests with their timelines, and the postal instructions. */
export async function listAmoeRequests(ports: AmoePorts, userId: bigint): Promise<AmoeRequestList> {
  const rows = await requestsOfPlayer(ports.db, userId);
  const timeline = await timelinesOf(
    ports.db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => amoeRequestView(r, timeline)),
    instructions: amoeInstructions(ports.config),
  };
}
