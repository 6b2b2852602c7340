import {
  type AdminAmoeRow,
  AMOE_TEXTS,
  type AmoeEntry,
  type AmoeEntryResult,
  type AmoeRefusalReason,
  type AmoeRequestStatus,
} from '@casino/contract';
import { inTransaction, type Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { type RequestKey, runOnce } from '../../http/idempotent-requests';
import { recordStaffAction, refuseOwnAccount } from '../staff';
import { playerContact } from '../users';
import { mailAmoeRequest, publishAmoeRequest } from './events';
import type { AmoePorts } from './ports';
import {
  type AmoeRequestRow,
  appendTimeline,
  lockRequestByCode,
  moveRequest,
  requestById,
  timelinesOf,
} from './repository';
import { entryRefusal } from './standing';
import { adminAmoeView, scPerRequest } from './view';

async function adminRow(trx: Trx, row: AmoeRequestRow): Promise<AdminAmoeRow> {
  const player = await playerContact(trx, row.user_id);
  return adminAmoeView({ ...row, ...player }, await timelinesOf(trx, [row.id]));
}

/** A card that matches no open request: an unknown code, or one already entered or refused. */
class UnmatchedCard extends AppError {
  constructor(
    readonly why: 'unknown_code' | 'code_used',
    readonly row?: AmoeRequestRow,
  ) {
    super(
      why === 'unknown_code' ? 'NOT_FOUND' : 'CONFLICT',
      why === 'unknown_code' ? AMOE_TEXTS.unknownCode : AMOE_TEXTS.codeUsed,
    );
  }
}

/**
 * An unmatched card changes nothing but is still written to the audit log (every entry is), in its own
 * transaction since the entry itself rolled back.
 */
async function auditUnmatchedCard(ports: AmoePorts, staffId: bigint, entry: AmoeEntry, card: UnmatchedCard) {
  await inTransaction(ports.db, (trx) =>
    recordStaffAction(trx, {
      staffId,
      action: 'amoe.enter',
      subjectUserId: card.row?.user_id ?? null,
      subjectType: 'amoe_request',
      subjectId: card.row?.id ?? null,
      before: card.row ? { status: card.row.status } : null,
      after: {
        refused: card.why,
        code: entry.code,
        legal_name: entry.legalName,
        received_on: entry.receivedOn,
      },
      reason: card.message,
    }),
  );
}

/**
 * `POST /api/admin/amoe/entries`: staff enter a mailed card. The request is locked by its code, so the
 * same card entered twice (or by two staff members at once) is taken once; the second finds it used
 * and is refused. A card whose player may not receive SC now (not verified, excluded state,
 * self-excluded) refuses the request with the reason. A valid card moves it to received and credits
 * `AMOE_SC_PER_REQUEST` SC from the promotions account into the player's unplayed SC (free SC arrive
 * unplayed, as every bonus's), keyed on the request (`amoe:<id>`), in the same transaction as the rows,
 * their timeline, the audit record and the realtime messages. The player is mailed after the commit.
 */
export async function enterAmoeCard(
  ports: AmoePorts,
  staff: RequestKey,
  entry: AmoeEntry,
): Promise<AmoeEntryResult> {
  let result: AmoeEntryResult;
  try {
    result = await runOnce<AmoeEntryResult>(ports.db, staff, 'amoe:entry', async (trx) => {
      const found = await lockRequestByCode(trx, entry.code);
      if (!found) throw new UnmatchedCard('unknown_code');
      // A staff member's own request is entered by someone else (issue 20: +5 SC to oneself).
      refuseOwnAccount(staff.userId, found.user_id);
      if (found.status !== 'requested') throw new UnmatchedCard('code_used', found);
      const card = {
        legal_name: entry.legalName,
        address: entry.address,
        received_on: entry.receivedOn,
        entered_by: staff.userId,
      };
      const refusal = await entryRefusal(trx, ports, found.user_id);
      const row = refusal
        ? await refuse(trx, found, staff.userId, refusal, AMOE_TEXTS.refusals[refusal], card)
        : await credit(trx, ports, found, staff.userId, card);
      await recordStaffAction(trx, {
        staffId: staff.userId,
        action: 'amoe.enter',
        subjectUserId: row.user_id,
        subjectType: 'amoe_request',
        subjectId: row.id,
        before: { status: found.status },
        after: { status: row.status, sc: row.sc, refusal: row.refusal, ...card },
        reason: row.reason,
      });
      await publishAmoeRequest(trx, ports, row);
      await mailAmoeRequest(trx, ports, row);
      const outcome = row.status === 'credited' ? 'credited' : 'refused';
      return { answer: { outcome, request: await adminRow(trx, row) } };
    });
  } catch (error) {
    if (error instanceof UnmatchedCard) await auditUnmatchedCard(ports, staff.userId, entry, error);
    throw error;
  }
  return result;
}

type Card = { legal_name: string; address: string; received_on: string; entered_by: bigint };

async function refuse(
  trx: Trx,
  request: AmoeRequestRow,
  staffId: bigint,
  refusal: AmoeRefusalReason,
  reason: string,
  card: Partial<Card> = {},
): Promise<AmoeRequestRow> {
  const row = await staffMoves(trx, staffId, request.id, 'requested', 'refused', reason, {
    ...card,
    refusal,
    reason,
  });
  if (!row) throw new AppError('CONFLICT', AMOE_TEXTS.notOpen);
  return row;
}

async function credit(trx: Trx, ports: AmoePorts, request: AmoeRequestRow, staffId: bigint, card: Card) {
  const received = await staffMoves(trx, staffId, request.id, 'requested', 'received', null, card);
  if (!received) throw new AppError('CONFLICT', AMOE_TEXTS.codeUsed);
  const sc = scPerRequest(ports.config);
  await ports.ledger.grantBonus(trx, {
    key: `amoe:${received.id}`,
    kind: 'amoe',
    userId: received.user_id,
    coin: 'SC',
    amount: sc,
    referenceType: 'amoe_request',
    referenceId: received.id.toString(),
  });
  const credited = await staffMoves(trx, staffId, received.id, 'received', 'credited', null, { sc });
  if (!credited) throw new Error('amoe: a received request moved within its own transaction');
  return credited;
}

/**
 * A staff member moves a request on and the step joins its timeline, in one transaction; undefined
 * (nothing written) when the request was no longer `from`.
 */
async function staffMoves(
  trx: Trx,
  staffId: bigint,
  id: bigint,
  from: AmoeRequestStatus,
  to: AmoeRequestStatus,
  reason: string | null,
  changes: Parameters<typeof moveRequest>[4],
): Promise<AmoeRequestRow | undefined> {
  const row = await moveRequest(trx, id, from, to, changes);
  if (row)
    await appendTimeline(trx, { requestId: row.id, status: to, actor: 'staff', actorId: staffId, reason });
  return row;
}

/**
 * `POST /api/admin/amoe/:id/refuse {reason}`: staff refuse a request still waiting for its card (an
 * illegible or incomplete card, a card that is not handwritten). Audited with the reason.
 */
export async function refuseAmoeRequest(
  ports: AmoePorts,
  staffId: bigint,
  id: bigint | null,
  reason: string,
): Promise<AdminAmoeRow> {
  return inTransaction(ports.db, async (trx) => {
    const found = id === null ? undefined : await requestById(trx, id);
    if (!found) throw new AppError('NOT_FOUND', AMOE_TEXTS.notFound);
    refuseOwnAccount(staffId, found.user_id);
    if (found.status !== 'requested') throw new AppError('CONFLICT', AMOE_TEXTS.notOpen);
    const refused = await refuse(trx, found, staffId, 'staff', reason);
    await recordStaffAction(trx, {
      staffId,
      action: 'amoe.enter',
      subjectUserId: refused.user_id,
      subjectType: 'amoe_request',
      subjectId: refused.id,
      before: { status: found.status },
      after: { status: refused.status, refusal: 'staff' },
      reason,
    });
    await publishAmoeRequest(trx, ports, refused);
    await mailAmoeRequest(trx, ports, refused);
    return adminRow(trx, refused);
  });
}
