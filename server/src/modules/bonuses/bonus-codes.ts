import {
  BONUS_TEXTS,
  type BonusClaimed,
  type BonusCode,
  type CreateBonusCode,
  codeClaimedText,
  formatAmount,
  parseAmount,
} from '@casino/contract';
import { type Selectable, sql } from 'kysely';
import type { BonusCodesTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/errors';
import { type RequestKey, runOnce } from '../../http/idempotent-requests';
import { claimAllowance, databaseNow, payClaim } from './claims';

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

/** `POST /api/admin/bonus-codes`: staff create a bonus, promotion or weekly code. */
export async function createBonusCode(
  deps: Deps,
  staffId: bigint,
  form: CreateBonusCode,
): Promise<BonusCode> {
  try {
    const row = await deps.db
      .insertInto('bonus_codes')
      .values({
        code: form.code,
        kind: form.kind,
        title: form.title,
        gc: parseAmount(form.gc) ?? 0n,
        sc: parseAmount(form.sc) ?? 0n,
        max_claims: form.max_claims,
        ...(form.starts_at ? { starts_at: new Date(form.starts_at) } : {}),
        expires_at: form.expires_at ? new Date(form.expires_at) : null,
        created_by: staffId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return codeView(row);
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      throw new AppError('CONFLICT', BONUS_TEXTS.codeExists);
    throw error;
  }
}

/**
 * `POST /api/bonus` `{code}` (also `?rbc=`, `?promo_code=` and `/weekly-bonus/{code}`): pays a code's
 * coins once per player, while it is active and under its cap. The code's row is locked, so its cap
 * holds however many players claim it at once, and one player's second claim sees the first.
 */
export function claimBonusCode(deps: Deps, request: RequestKey, text: string): Promise<BonusClaimed> {
  return runOnce(deps.db, request, 'bonus:code', async (trx) => {
    const code = await trx
      .selectFrom('bonus_codes')
      .selectAll()
      .where(sql<string>`lower(code)`, '=', text.toLowerCase())
      .forUpdate()
      .executeTakeFirst();
    if (!code) throw new AppError('NOT_FOUND', BONUS_TEXTS.codeUnknown);
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
    const { scAwards } = await claimAllowance(trx, deps, request.userId, 'promotion');
    await trx
      .updateTable('bonus_codes')
      .set({ claims: code.claims + 1 })
      .where('id', '=', code.id)
      .execute();
    const answer = await payClaim(trx, deps, {
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
