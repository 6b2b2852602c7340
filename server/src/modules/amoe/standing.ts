import type { AmoeRefusalReason } from '@casino/contract';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { identityRequirement } from '../identity';
import { StateRules } from '../location';
import type { AmoePorts } from './ports';
import { entrantStanding } from './repository';

/**
 * Why this player may not receive free SC now, or null when they may. Asked when the code is requested
 * (so nobody mails a card in vain) and again when the card is entered (things change while it travels):
 * identity approved and email verified (as for every SC award), an account neither banned nor frozen, living where SC may be awarded (the
 * state's rule `allowed`: not blocked, GC-only or redeem-only), and no self-exclusion or break in force.
 */
export async function entryRefusal(
  executor: Database | Trx,
  ports: Pick<AmoePorts, 'config'>,
  userId: bigint,
): Promise<AmoeRefusalReason | null> {
  const identity = await identityRequirement(executor, userId);
  if (!identity.verified || !identity.emailVerified) return 'not_verified';
  const standing = await entrantStanding(executor, userId);
  if (standing.disabled) return 'account_disabled';
  if (new StateRules(ports.config.STATE_RULES).ruleFor('US', standing.state) !== 'allowed') return 'excluded';
  if (standing.excluded || standing.on_break) return 'self_excluded';
  return null;
}
