import {
  breakActiveText,
  goldCoinsOnlyText,
  LOCATION_TEXTS,
  type LocationAction,
  locationRequiredText,
  RESPONSIBLE_PLAY_TEXTS,
  redeemOnlyText,
  regionNotAvailableText,
  type StateRuleKind,
  undeterminedLocationText,
} from '@casino/contract';
import type { Selectable } from 'kysely';
import type { LocationChecksTable, PlayRestrictionsTable } from '../../db/schema';
import { AppError } from '../../http/errors';

/**
 * Why a location check does not let the player do this action (spec §8 texts), or null when it does.
 * `rules` are the state rules under which the action is allowed.
 */
export function locationRefusal(
  check: Selectable<LocationChecksTable> | undefined,
  action: LocationAction,
  rules: readonly StateRuleKind[],
  now = new Date(),
): AppError | null {
  if (!check?.supported || check.fresh_until <= now)
    return new AppError('LOCATION_REQUIRED', locationRequiredText(action));
  if (check.fraud.length > 0) return new AppError('LOCATION_FAILED', undeterminedLocationText(check.fraud));
  if (!check.passed) return new AppError('LOCATION_FAILED', LOCATION_TEXTS.tryAgain);
  if (rules.includes(check.rule)) return null;
  const state = check.state ?? '';
  switch (check.rule) {
    case 'gc_only':
      return new AppError('REGION_NOT_AVAILABLE', goldCoinsOnlyText(state));
    case 'redeem_only':
      return new AppError('REGION_NOT_AVAILABLE', redeemOnlyText(state));
    default:
      return new AppError(
        'REGION_NOT_AVAILABLE',
        check.country === 'US' && state ? regionNotAvailableText(state) : LOCATION_TEXTS.blockedModal,
      );
  }
}

/** A break or self-exclusion in force refuses play, purchases and claims, or null when none is. */
export function restrictionRefusal(
  restrictions: Selectable<PlayRestrictionsTable> | undefined,
  now = new Date(),
): AppError | null {
  if (!restrictions) return null;
  if (restrictions.excluded_till && restrictions.excluded_till > now)
    return new AppError('PLAY_RESTRICTED', RESPONSIBLE_PLAY_TEXTS.selfExcluded);
  if (restrictions.break_till && restrictions.break_till > now)
    return new AppError('PLAY_RESTRICTED', breakActiveText(restrictions.break_till));
  return null;
}
