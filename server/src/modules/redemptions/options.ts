import {
  formatAmount,
  REDEMPTION_METHODS,
  REDEMPTION_TEXTS,
  type RedemptionMethod,
  type RedemptionOptions,
  type RedemptionRequirement,
  TAX_TEXTS,
} from '@casino/contract';
import type { Deps } from '../../deps';
import { AppError } from '../../http/errors';
import { identityRequirement } from '../identity';
import { taxDetailsRequired } from '../tax';
import { giftCardOptions } from './gift-cards';
import { minimumOf } from './minimums';
import { verifiedBankAccounts } from './repository';

/**
 * What the redeem screen needs: the redeemable and unplayed SC, each method's minimum, the promised
 * times, where the prize can go, and every requirement with whether it is met and why it is asked.
 */
export async function redemptionOptions(deps: Deps, userId: bigint): Promise<RedemptionOptions> {
  const accounts = await deps.ledger.playerAccounts(deps.db, userId);
  const bankAccounts = await verifiedBankAccounts(deps.db, userId);
  const available = {
    bank: deps.ach !== null,
    gift_card: deps.giftCards !== null,
    crypto: deps.chain !== null,
  };
  const requirements = [
    ...(await requirementsOf(deps, userId)),
    balanceRequirement(deps, accounts.scRedeemable.balance, available),
  ];
  return {
    redeemable: formatAmount(accounts.scRedeemable.balance),
    unplayed: formatAmount(accounts.scUnplayed.balance),
    methods: REDEMPTION_METHODS.map((method) => ({
      method,
      minimum: formatAmount(minimumOf(deps.config, method)),
      available: available[method],
    })),
    promised_hours: {
      review: deps.config.REDEMPTION_REVIEW_HOURS,
      payout: deps.config.REDEMPTION_PAYOUT_HOURS,
    },
    bank_accounts: bankAccounts.map((a) => ({
      id: Number(a.id),
      bank_name: a.bank_name,
      last4: a.last4,
      status: 'verified' as const,
    })),
    gift_cards: await giftCardOptions(deps),
    requirements,
    can_redeem: requirements.every((r) => r.met),
  };
}

/**
 * Enough redeemable SC for the least request of a method on offer: only redeemable SC can be redeemed,
 * so unplayed SC, however many, never make a request possible (sweepstakes rules).
 */
function balanceRequirement(
  deps: Deps,
  redeemable: bigint,
  available: Record<RedemptionMethod, boolean>,
): RedemptionRequirement {
  const minimums = REDEMPTION_METHODS.filter((m) => available[m]).map((m) => minimumOf(deps.config, m));
  // bigint has no Math.min: the least minimum by sorting.
  const least = [...minimums].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))[0] ?? 0n;
  const met = minimums.length > 0 && redeemable >= least;
  return {
    requirement: 'balance',
    met,
    message: met
      ? 'You have enough redeemable Sweeps Coins.'
      : minimums.length === 0
        ? REDEMPTION_TEXTS.unavailable
        : REDEMPTION_TEXTS.notEnoughRedeemable(formatAmount(least)),
  };
}

async function requirementsOf(deps: Deps, userId: bigint): Promise<RedemptionRequirement[]> {
  const identity = await identityRequirement(deps.db, userId);
  const location = await locationRequirement(deps, userId);
  // Asked before the year's prizes reach the reporting threshold, so asked of the least request.
  const taxMet = !(await taxDetailsRequired(deps.db, userId, minimumOf(deps.config, 'gift_card')));
  return [
    {
      requirement: 'identity',
      met: identity.verified,
      message: identity.verified
        ? 'Your identity is verified.'
        : 'Prizes are paid only to verified players: verify your identity first.',
    },
    {
      requirement: 'email',
      met: identity.emailVerified,
      message: identity.emailVerified
        ? 'Your email address is verified.'
        : 'Verify your email address: we send every step of your redemption there.',
    },
    location,
    {
      requirement: 'tax_details',
      met: taxMet,
      message: taxMet ? 'No tax details are needed for now.' : TAX_TEXTS.detailsRequired,
    },
  ];
}

/**
 * Whether where the player is lets them redeem (redeem-only states may): the eligibility gate's own
 * answer, so the screen and the request never disagree. The gate asks for identity first; until it is
 * verified, the location is judged when the player redeems.
 */
async function locationRequirement(deps: Deps, userId: bigint): Promise<RedemptionRequirement> {
  const met = { requirement: 'location' as const, met: true, message: 'You may redeem from where you are.' };
  try {
    await deps.eligibility.redeem(deps.db, userId);
    return met;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'VERIFICATION_REQUIRED')
      return { ...met, message: 'Your location is checked when you redeem.' };
    return { ...met, met: false, message: error.message };
  }
}
