import {
  type CryptoCode,
  type CryptoWithdrawalRequest,
  cryptoCurrency,
  cryptoWithdrawalRequestSchema,
  type RedemptionMethod,
  type RedemptionOptions,
  type RedemptionRequest,
  redemptionRequestSchema,
} from '@casino/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { amountOutOfReach } from './amount-rules';

/** What the Redeem page holds while the player fills it in: every method's fields; the chosen one's are sent. */
export interface RedeemDraft {
  method: RedemptionMethod;
  amount: string;
  bankAccountId: number | null;
  giftCardBrand: string | null;
  currency: CryptoCode;
  address: string;
  tag: string;
}

/** What a valid draft sends: a crypto withdrawal, or a bank or gift-card request. */
export type RedeemSubmission =
  | { method: 'crypto'; request: CryptoWithdrawalRequest }
  | { method: 'bank' | 'gift_card'; request: RedemptionRequest };

/** A crypto draft as the body of its call, before the contract's schema reads it. */
const withdrawalOf = (draft: RedeemDraft) => ({
  currency: draft.currency,
  network: cryptoCurrency(draft.currency).network,
  address: draft.address,
  tag: draft.tag.trim() || null,
  amount: draft.amount,
});

/** A bank or gift-card draft as the body of its call: only the chosen method's destination. */
const requestOf = (draft: RedeemDraft, method: 'bank' | 'gift_card') => ({
  method,
  amount: draft.amount,
  ...(method === 'bank' && draft.bankAccountId !== null ? { bankAccountId: draft.bankAccountId } : {}),
  ...(method === 'gift_card' && draft.giftCardBrand ? { giftCardBrand: draft.giftCardBrand } : {}),
});

interface AmountIssues {
  addIssue(issue: { code: 'custom'; path: string[]; message: string }): void;
}

/**
 * Checks a draft by the contract's schema of the call it becomes (the amount's shape, the bank account
 * or gift card, the crypto address and tag per network, each field's error in the server's words), plus
 * the web's one extra rule, `amountOutOfReach`, that needs the player's options.
 */
export function redeemResolver(options: RedemptionOptions): Resolver<RedeemDraft, unknown, RedeemSubmission> {
  return async (draft, _context, { fields, criteriaMode, shouldUseNativeValidation }) => {
    const minimum = options.methods.find((m) => m.method === draft.method)?.minimum ?? '0';
    const card =
      draft.method === 'gift_card'
        ? options.gift_cards.find((c) => c.brand === draft.giftCardBrand)
        : undefined;
    const withinReach = (request: { amount: string }, ctx: AmountIssues) => {
      const problem = amountOutOfReach(request.amount, minimum, options.redeemable, card);
      if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
    };
    // The draft's own field names are the call's, so errors land on the draft's fields.
    const resolverOptions = { fields, criteriaMode, shouldUseNativeValidation };
    const { method } = draft;
    const checked =
      method === 'crypto'
        ? await zodResolver(cryptoWithdrawalRequestSchema.superRefine(withinReach))(
            withdrawalOf(draft),
            undefined,
            resolverOptions,
          )
        : await zodResolver(redemptionRequestSchema.superRefine(withinReach))(
            requestOf(draft, method),
            undefined,
            resolverOptions,
          );
    if (Object.keys(checked.errors).length > 0)
      return { values: {}, errors: checked.errors as FieldErrors<RedeemDraft> };
    return { values: { method, request: checked.values } as RedeemSubmission, errors: {} };
  };
}
