import {
  formatAmount,
  REDEMPTION_METHODS,
  REDEMPTION_TEXTS,
  type RedemptionMethod,
  type RedemptionOptions,
  type RedemptionRequirement,
  TAX_TEXTS,
} from '@casino/contract';
import { AppError } from '../../http/errors';
import { identityRequirement } from '../identity';
import { taxDetailsRequired } from '../tax';
import { giftCardOptions } from './gift-cards';
import { minimumOf } from './minimums';
import type { RedemptionsPorts } from './ports';
import { verifiedBankAccounts } from './repository';

/**
 * What the redeem screen needs: the redeemable and unplayed SC, each method's minimum, the promised
 * times, where the prize can go, and every requirement with whether it is met and why it is asked.
 */
export async function redemptionOptions(ports: RedemptionsPorts, userId: bigint): Promise<RedemptionOptions> {
  const accounts = await ports.ledger.playerAccounts(ports.db, userId);
  const bankAccounts = await verifiedBankAccounts(ports.db, userId);
  const available = {
    bank: ports.ach !== null,
    gift_card: ports.giftCards !== null,
    crypto: ports.chain !== null,
  };
  const requirements = [
    ...(await requirementsOf(ports, userId)),
    balanceRequirement(ports, accounts.scRedeemable.balance, available),
  ];
  return {
    redeemable: formatAmount(accounts.scRedeemable.balance),
    unplayed: formatAmount(accounts.scUnplayed.balance),
    methods: REDEMPTION_METHODS.map((method) => ({
      method,
      minimum: formatAmount(minimumOf(ports.config, method)),
      available: available[method],
    })),
    promised_hours: {
      review: ports.config.REDEMPTION_REVIEW_HOURS,
      payout: ports.config.REDEMPTION_PAYOUT_HOURS,
    },
    bank_accounts: bankAccounts.map((a) => ({
      id: Number(a.id),
      bank_name: a.bank_name,
      last4: a.last4,
      status: 'verified' as const,
    })),
    gift_cards: await giftCardOptions(ports),
    requirements,
    can_redeem: requirements.every((r) => r.met),
  };
}

/**
 * Enough redeemable SC for the least request of a method on offer: only redeemable SC can be redeemed,
 * so unplayed SC, however many, never make a request possible (sweepstakes rules).
 */
function balanceRequirement(
  ports: RedemptionsPorts,
  redeemable: bigint,
  available: Record<RedemptionMethod, boolean>,
): RedemptionRequirement {
  const minimums = REDEMPTION_METHODS.filter((m) => available[m]).map((m) => minimumOf(ports.config, m));
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

async function requirementsOf(ports: RedemptionsPorts, userId: bigint): Promise<RedemptionRequirement[]> {
  const identity = await identityRequirement(ports.db, userId);
  const location = await locationRequirement(ports, userId);
  // Asked before the year's prizes reach the reporting threshold, so asked of the least request.
  const taxMet = !(await taxDetailsRequired(ports.db, userId, minimumOf(ports.config, 'gift_card')));
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
async function locationRequirement(ports: RedemptionsPorts, userId: bigint): Promise<RedemptionRequirement> {
  const met = { requirement: 'location' as const, met: true, message: 'You may redeem from where you are.' };
  try {
    await ports.eligibility.redeem(ports.db, userId);
    return met;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'VERIFICATION_REQUIRED')
      return { ...met, message: 'Your location is checked when you redeem.' };
    return { ...met, met: false, message: error.message };
  }
}
