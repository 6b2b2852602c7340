import {
  formatAmount,
  type PlayerLimit,
  type PlayerLimitKind,
  parseAmount,
  RESPONSIBLE_PLAY_TEXTS,
  type ResponsiblePlay,
  type SelfExclusionPeriod,
  type SetLimit,
} from '@casino/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { inTransaction, type Trx } from '../../db/transaction';
import { AppError, fieldError } from '../../http/errors';
import { refreshPlayerGate } from '../eligibility';
import { changeLimit, databaseNow, INDEFINITE, limitsOf, restrictionsOf } from './repository';

/** A fixed self-exclusion's length; an indefinite one ends only when lifted. */
const EXCLUSION_INTERVALS: Record<Exclude<SelfExclusionPeriod, 'indefinite'>, string> = {
  '6_months': '6 months',
  '1_year': '1 year',
  '3_years': '3 years',
  '5_years': '5 years',
};
/** An indefinite exclusion may be lifted 6 months after it began (addMonths), and the lift waits 7 days. */
const LIFT_COOLING_OFF = '7 days';

/**
 * The player's own responsible-play choices (sweepstakes.md): a break in play, a self-exclusion and
 * limits. Each takes effect at once; what would loosen them waits (a limit's raise or removal the
 * cooling-off, an indefinite exclusion's lift 7 days), and nothing shortens a break or an exclusion.
 * Every change rewrites the player's gate row in its transaction, so the next play sees it.
 */
export class ResponsiblePlayService {
  constructor(
    private readonly db: Database,
    private readonly coolingOffHours: number,
  ) {}

  async status(userId: bigint): Promise<ResponsiblePlay> {
    const [row, limits, now] = await Promise.all([
      restrictionsOf(this.db, userId),
      limitsOf(this.db, userId),
      databaseNow(this.db),
    ]);
    const breakActive = row?.break_till && row.break_till > now && row.break_days;
    const excluded = row?.excluded_till && row.excluded_till > now && row.exclusion_period && row.excluded_at;
    return {
      break:
        breakActive && row.break_till
          ? { days: row.break_days as number, till: row.break_till.toISOString() }
          : null,
      self_exclusion:
        excluded && row.exclusion_period && row.excluded_at && row.excluded_till
          ? {
              period: row.exclusion_period,
              started_at: row.excluded_at.toISOString(),
              till: row.excluded_till < INDEFINITE ? row.excluded_till.toISOString() : null,
              can_lift_from:
                row.exclusion_period === 'indefinite' && !row.lift_requested_at
                  ? addMonths(row.excluded_at, 6).toISOString()
                  : null,
              lifts_at: row.lift_requested_at ? row.excluded_till.toISOString() : null,
            }
          : null,
      limits: limitViews(limits),
      cooling_off_hours: this.coolingOffHours,
    };
  }

  /** A break of `days` from now; one in force can be lengthened, never shortened. */
  async takeBreak(userId: bigint, days: number): Promise<ResponsiblePlay> {
    await inTransaction(this.db, async (trx) => {
      const row = await restrictionsOf(trx, userId, true);
      const till = new Date((await databaseNow(trx)).getTime() + days * 86_400_000);
      if (row?.break_till && row.break_till > till)
        throw new AppError('CONFLICT', RESPONSIBLE_PLAY_TEXTS.shorterBreak);
      const values = {
        break_days: days,
        break_till: sql<Date>`now() + make_interval(days => ${days})`,
        updated_at: sql<Date>`now()`,
      };
      await upsertRestrictions(trx, userId, values);
      await refreshPlayerGate(trx, userId);
    });
    return this.status(userId);
  }

  /** Self-excludes from now; marketing stops. One in force can be lengthened, never shortened. */
  async selfExclude(userId: bigint, period: SelfExclusionPeriod): Promise<ResponsiblePlay> {
    await inTransaction(this.db, async (trx) => {
      const row = await restrictionsOf(trx, userId, true);
      const now = await databaseNow(trx);
      const till =
        period === 'indefinite'
          ? sql<Date>`${INDEFINITE}::timestamptz`
          : sql<Date>`now() + ${EXCLUSION_INTERVALS[period]}::interval`;
      const { rows } = await sql<{ till: Date }>`SELECT ${till} AS till`.execute(trx);
      const newTill = (rows[0] as { till: Date }).till;
      if (row?.excluded_till && row.excluded_till > now && row.excluded_till >= newTill)
        throw new AppError('CONFLICT', RESPONSIBLE_PLAY_TEXTS.shorterExclusion);
      await upsertRestrictions(trx, userId, {
        exclusion_period: period,
        excluded_at: sql<Date>`now()`,
        excluded_till: newTill,
        lift_requested_at: null,
        updated_at: sql<Date>`now()`,
      });
      await trx
        .updateTable('users')
        .set({ opt_in_promo_email: false, opt_in_promo_sms: false, updated_at: sql<Date>`now()` })
        .where('id', '=', userId)
        .execute();
      await refreshPlayerGate(trx, userId);
    });
    return this.status(userId);
  }

  /** Starts lifting an indefinite exclusion, 6 months or more after it began: it ends 7 days later. */
  async liftExclusion(userId: bigint): Promise<ResponsiblePlay> {
    await inTransaction(this.db, async (trx) => {
      const row = await restrictionsOf(trx, userId, true);
      const now = await databaseNow(trx);
      if (
        !row?.excluded_till ||
        row.excluded_till <= now ||
        row.exclusion_period !== 'indefinite' ||
        !row.excluded_at
      )
        throw new AppError('CONFLICT', RESPONSIBLE_PLAY_TEXTS.notIndefinite);
      if (row.lift_requested_at) throw new AppError('CONFLICT', RESPONSIBLE_PLAY_TEXTS.liftUnderWay);
      if (addMonths(row.excluded_at, 6) > now)
        throw new AppError('CONFLICT', RESPONSIBLE_PLAY_TEXTS.liftTooEarly);
      await trx
        .updateTable('play_restrictions')
        .set({
          lift_requested_at: sql<Date>`now()`,
          excluded_till: sql<Date>`now() + ${LIFT_COOLING_OFF}::interval`,
          updated_at: sql<Date>`now()`,
        })
        .where('user_id', '=', userId)
        .execute();
      await refreshPlayerGate(trx, userId);
    });
    return this.status(userId);
  }

  /** Sets, lowers, raises or removes a limit: stricter applies at once, looser after the cooling-off. */
  async setLimit(userId: bigint, { kind, period, value }: SetLimit): Promise<ResponsiblePlay> {
    const amount = value === null ? null : limitAmount(kind, value);
    await inTransaction(this.db, async (trx) => {
      // One change of this player's limits at a time: the comparison with the limit in force must hold.
      await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
      const current = (await limitsOf(trx, userId)).find(
        (l) => l.kind === kind && l.period === period && !l.waiting,
      )?.amount;
      const stricter = amount !== null && (current === null || current === undefined || amount <= current);
      await changeLimit(trx, userId, kind, period, amount, stricter ? 0 : this.coolingOffHours);
      await refreshPlayerGate(trx, userId);
    });
    return this.status(userId);
  }
}

async function upsertRestrictions(trx: Trx, userId: bigint, values: Record<string, unknown>): Promise<void> {
  await trx
    .insertInto('play_restrictions')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** A money limit in minor units; a time limit in whole minutes. */
function limitAmount(kind: PlayerLimitKind, value: string): bigint {
  if (kind !== 'session') return parseAmount(value) as bigint;
  if (!/^\d+$/.test(value)) throw fieldError('value', 'A time limit is a whole number of minutes.');
  return BigInt(value);
}

function limitText(kind: PlayerLimitKind, amount: bigint | null): string | null {
  if (amount === null) return null;
  return kind === 'session' ? amount.toString() : formatAmount(amount);
}

function limitViews(rows: Awaited<ReturnType<typeof limitsOf>>): PlayerLimit[] {
  const views = new Map<string, PlayerLimit>();
  for (const row of rows) {
    const key = `${row.kind}:${row.period}`;
    const view = views.get(key) ?? { kind: row.kind, period: row.period, value: null, pending: null };
    if (row.waiting)
      view.pending = { value: limitText(row.kind, row.amount), applies_at: row.effective_from.toISOString() };
    else view.value = limitText(row.kind, row.amount);
    views.set(key, view);
  }
  return [...views.values()].filter((v) => v.value !== null || v.pending !== null);
}

function addMonths(date: Date, months: number): Date {
  const later = new Date(date);
  later.setUTCMonth(later.getUTCMonth() + months);
  return later;
}
