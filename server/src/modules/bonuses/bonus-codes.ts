import {
  type ApprovalRequested,
  BONUS_TEXTS,
  type BonusClaimed,
  type BonusCode,
  type CreateBonusCode,
  codeClaimedText,
  createBonusCodeSchema,
  formatAmount,
  parseAmount,
  STAFF_APPROVAL_TEXTS,
} from '@casino/contract';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { BonusCodesTable } from '../../db/schema';
import { inTransaction, type Trx } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { type RequestKey, runOnce } from '../../http/idempotent-requests';
import { recordStaffAction, refuseOverCap } from '../staff';
import { needsSecondAdmin, requestApproval } from '../staff-approvals';
import { databaseNow } from './bonus-states';
import { claimAllowance, payClaim } from './claims';
import type { BonusesPorts } from './ports';

const UNIQUE_VIOLATION = '23505';

function codeView(row: Selectable<BonusCodesTable>): BonusCode {
  return {
    id: Number(row.id),
    code: row.code,
    kind: row.kind,
    title: row.title,
    gc: formatAmount(row.gc),
    sc: formatAmount(row.sc),
    max_claims: row.max_claims,
    claims: row.claims,
    starts_at: row.starts_at.toISOString(),
    expires_at: row.expires_at?.toISOString() ?? null,
  };
}

/** A code's coins per claim and, with its claim cap, in total (null: no cap, so no bound). */
function codeAmounts(form: CreateBonusCode) {
  const gc = parseAmount(form.gc) ?? 0n;
  const sc = parseAmount(form.sc) ?? 0n;
  const total = (amount: bigint) =>
    amount === 0n ? 0n : form.max_claims === null ? null : amount * BigInt(form.max_claims);
  return { gc, sc, totalGc: total(gc), totalSc: total(sc) };
}

/**
 * Writes the code; `createdBy` is the staff member who made it (null for a sandbox tester's own code).
 * A code name taken (in any case) is refused and, in a transaction, aborts it.
 */
async function insertBonusCode(db: Database | Trx, form: CreateBonusCode, createdBy: bigint | null) {
  const { gc, sc } = codeAmounts(form);
  try {
    return await db
      .insertInto('bonus_codes')
      .values({
        code: form.code,
        kind: form.kind,
        title: form.title,
        gc,
        sc,
        max_claims: form.max_claims,
        ...(form.starts_at ? { starts_at: new Date(form.starts_at) } : {}),
        expires_at: form.expires_at ? new Date(form.expires_at) : null,
        created_by: createdBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      throw new AppError('CONFLICT', BONUS_TEXTS.codeExists);
    throw error;
  }
}

async function refuseTakenCode(trx: Trx, code: string): Promise<void> {
  const taken = await trx
    .selectFrom('bonus_codes')
    .select('id')
    .where(sql<string>`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirst();
  if (taken) throw new AppError('CONFLICT', BONUS_TEXTS.codeExists);
}

/**
 * `POST /api/admin/bonus-codes` (`bonus_codes.create`): staff create a bonus, promotion or weekly code,
 * audited in the same transaction. Refused (422) above the caps per claim (`STAFF_CAP_BONUS_CODE_*`)
 * or in total, per claim times its claim cap (`STAFF_CAP_BONUS_CODE_TOTAL_*`; a code giving a coin with
 * no claim cap has no bound, so it is refused). A total above the maker-checker threshold waits for a
 * second admin (202) and no code exists until then.
 */
export async function createBonusCode(
  ports: BonusesPorts,
  staffId: bigint,
  form: CreateBonusCode,
): Promise<BonusCode | ApprovalRequested> {
  const amounts = codeAmounts(form);
  for (const [coin, perClaim, total] of [
    ['GC', amounts.gc, amounts.totalGc],
    ['SC', amounts.sc, amounts.totalSc],
  ] as const) {
    const field = coin.toLowerCase();
    refuseOverCap(ports.config, { action: 'bonus_code_claim', coin, amount: perClaim, field });
    refuseOverCap(ports.config, { action: 'bonus_code_total', coin, amount: total, field: 'max_claims' });
  }
  const totals = { gc: amounts.totalGc ?? 0n, sc: amounts.totalSc ?? 0n };
  return inTransaction(ports.db, async (trx) => {
    if (needsSecondAdmin(ports.config, totals)) {
      await refuseTakenCode(trx, form.code);
      return requestApproval(trx, {
        kind: 'bonus_code',
        makerId: staffId,
        subjectUserId: null,
        ...totals,
        payload: { ...form },
      });
    }
    const code = codeView(await insertBonusCode(trx, form, staffId));
    await recordStaffAction(trx, {
      staffId,
      action: 'bonus_codes.create',
      subjectType: 'bonus_code',
      subjectId: String(code.id),
      after: code,
    });
    return code;
  });
}

/**
 * Maker-checker's applier: creates an approved code as its maker asked for it (the maker is its
 * creator, so they may not claim it); answers the code for the checker's audit row.
 */
export async function applyApprovedBonusCode(
  trx: Trx,
  approved: { makerId: bigint; payload: Record<string, unknown> },
): Promise<BonusCode> {
  const form = createBonusCodeSchema.parse(approved.payload);
  return codeView(await insertBonusCode(trx, form, approved.makerId));
}

/** The sandbox tester's own code (`POST /api/dev/bonus-codes`): no staff member made it. */
export async function createSandboxBonusCode(
  { db }: Pick<BonusesPorts, 'db'>,
  form: CreateBonusCode,
): Promise<BonusCode> {
  return codeView(await insertBonusCode(db, form, null));
}

/**
 * `POST /api/bonus` `{code}` (also `?rbc=`, `?promo_code=` and `/weekly-bonus/{code}`): pays a code's
 * coins once per player, while it is active and under its cap. The code's row is locked, so its cap
 * holds however many players claim it at once, and one player's second claim sees the first.
 */
export function claimBonusCode(
  ports: BonusesPorts,
  request: RequestKey,
  text: string,
): Promise<BonusClaimed> {
  return runOnce(ports.db, request, 'bonus:code', async (trx) => {
    const code = await trx
      .selectFrom('bonus_codes')
      .selectAll()
      .where(sql<string>`lower(code)`, '=', text.toLowerCase())
      .forUpdate()
      .executeTakeFirst();
    if (!code) throw new AppError('NOT_FOUND', BONUS_TEXTS.codeUnknown);
    // No self-dealing (issue 20): whoever made a code gives it to others, never to themself.
    if (code.created_by === request.userId) throw new AppError('FORBIDDEN', STAFF_APPROVAL_TEXTS.ownCode);
    const now = await databaseNow(trx);
    if (code.starts_at > now) throw new AppError('CONFLICT', BONUS_TEXTS.codeNotStarted);
    if (code.expires_at && code.expires_at <= now) throw new AppError('CONFLICT', BONUS_TEXTS.codeExpired);
    const used = await trx
      .selectFrom('bonus_claims')
      .select('id')
      .where('user_id', '=', request.userId)
      .where('kind', '=', 'bonus_code')
      .where('reference', '=', code.id.toString())
      .executeTakeFirst();
    if (used) throw new AppError('CONFLICT', BONUS_TEXTS.codeUsed);
    if (code.max_claims !== null && code.claims >= code.max_claims)
      throw new AppError('CONFLICT', BONUS_TEXTS.codeExhausted);
    const { scAwards } = await claimAllowance(trx, ports, request.userId, 'promotion');
    await trx
      .updateTable('bonus_codes')
      .set({ claims: code.claims + 1 })
      .where('id', '=', code.id)
      .execute();
    const answer = await payClaim(trx, ports, {
      userId: request.userId,
      kind: 'bonus_code',
      gc: code.gc,
      sc: code.sc,
      scAwards,
      reference: code.id.toString(),
      message: codeClaimedText(formatAmount(code.gc), formatAmount(scAwards ? code.sc : 0n)),
    });
    return { answer };
  });
}
