import type { PreparedQuery } from '../../db/database';

/**
 * Spec §6: a small configured list of usernames flagged prohibitedAccess sees games of providers outside
 * REGION_ALLOWED_PROVIDERS marked location_prohibited. The list is the configured one; a client may also
 * ask for the marking (the spec's location_prohibited query parameter), which only ever restricts.
 */
export class RegionRestriction {
  private readonly usernames: Set<string>;

  constructor(
    private readonly prepared: PreparedQuery,
    usernames: string,
  ) {
    this.usernames = new Set(
      usernames
        .split(',')
        .map((u) => u.trim().toLowerCase())
        .filter(Boolean),
    );
  }

  async appliesTo(userId: bigint | null, askedFor: boolean): Promise<boolean> {
    if (askedFor) return true;
    if (userId === null || this.usernames.size === 0) return false;
    const [row] = await this.prepared<{ username: string | null }>(
      'region_username',
      'SELECT username FROM users WHERE id = $1',
      [userId],
    );
    return Boolean(row?.username && this.usernames.has(row.username.toLowerCase()));
  }
}
