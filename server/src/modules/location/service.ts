import type { LocationCheck } from '@casino/contract';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Geolocation } from '../../adapters/geolocation/interface';
import type { Database } from '../../db/database';
import type { LocationChecksTable } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { latestLocationCheck, refreshPlayerGate } from '../eligibility';
import type { StateRules } from './state-rules';

/**
 * Location checks: the vendor verifies where the player is, the state rules judge it, and the result
 * is stored with its reasons (passed or not) while the player's gate takes it in the same transaction.
 */
export class LocationChecks {
  constructor(
    private readonly db: Database,
    private readonly geolocation: Geolocation,
    private readonly rules: StateRules,
    private readonly freshMinutes: number,
  ) {}

  async check(userId: bigint, token: string | undefined): Promise<LocationCheck> {
    const found = await this.geolocation.verify({ userId, token });
    const rule = this.rules.ruleFor(found.country, found.state);
    const reasons = [
      ...found.reasons,
      ...(found.supported ? [] : ['no_location_support']),
      ...found.fraud,
      ...(found.supported && found.country !== 'US' ? ['outside_us'] : []),
      ...(rule === 'allowed' ? [] : [`state_${rule}`]),
    ];
    const scPlay = found.supported && found.passed && found.fraud.length === 0 && rule === 'allowed';
    const row = await inTransaction(this.db, async (trx) => {
      const stored = await trx
        .insertInto('location_checks')
        .values({
          user_id: userId,
          location_id: found.locationId,
          country: found.country,
          state: found.state,
          passed: found.passed,
          supported: found.supported,
          fraud: found.fraud,
          rule,
          sc_play: scPlay,
          reasons: [...new Set(reasons)],
          fresh_until: sql<Date>`now() + make_interval(mins => ${this.freshMinutes})`,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await refreshPlayerGate(trx, userId);
      return stored;
    });
    return checkView(row);
  }

  async latest(userId: bigint): Promise<LocationCheck | null> {
    const row = await latestLocationCheck(this.db, userId);
    return row ? checkView(row) : null;
  }
}

/** A stored check as the player and staff see it. */
export function checkView(row: Selectable<LocationChecksTable>): LocationCheck {
  return {
    locationId: row.location_id,
    country: row.country,
    state: row.state,
    passed: row.passed,
    supported: row.supported,
    fraud: row.fraud,
    rule: row.rule,
    sc_play: row.sc_play,
    reasons: row.reasons,
    checked_at: row.created_at.toISOString(),
    fresh_until: row.fresh_until.toISOString(),
  };
}
