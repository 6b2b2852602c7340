import { randomUUID } from 'node:crypto';
import type { SandboxLocation } from '@casino/contract';
import type { Database } from '../../db/database';
import { type Geolocation, noLocation, type VerifiedLocation } from './interface';

/**
 * The offline geolocation vendor: it never looks at the network. A player is where the tester put them
 * (`choose`), else in the configured state, else in the state they registered in; a VPN makes the check
 * fail with the proxy flag, as Radar's does, and "no location support" answers as a device without it.
 */
export class SandboxGeolocation implements Geolocation {
  readonly sandbox = true;

  constructor(
    private readonly db: Database,
    private readonly defaultState: string | undefined,
  ) {}

  async verify({ userId }: { userId: bigint }): Promise<VerifiedLocation> {
    const place = await this.chosen(userId);
    const locationId = `sandbox_${randomUUID()}`;
    if (place.unsupported) return noLocation(locationId);
    return {
      locationId,
      country: place.country,
      state: place.state,
      passed: !place.vpn,
      supported: true,
      fraud: place.vpn ? ['proxy'] : [],
      reasons: place.vpn ? ['fraud'] : [],
    };
  }

  /** Where the tester put this player, or where the sandbox places them by default. */
  async chosen(userId: bigint): Promise<SandboxLocation> {
    const row = await this.db
      .selectFrom('users as u')
      .leftJoin('sandbox_locations as s', 's.user_id', 'u.id')
      .select(['u.state as registered', 's.state', 's.country', 's.vpn', 's.unsupported'])
      .where('u.id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      country: row.country ?? 'US',
      state: row.state ?? this.defaultState ?? row.registered.trim(),
      vpn: row.vpn ?? false,
      unsupported: row.unsupported ?? false,
    };
  }

  /** The tester's override for one player (sandbox only). */
  async choose(userId: bigint, place: SandboxLocation): Promise<void> {
    const values = { ...place, updated_at: new Date() };
    await this.db
      .insertInto('sandbox_locations')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }
}
