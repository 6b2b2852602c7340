import {
  type AdminPromotions,
  type PromotionCost,
  type PromotionDraft,
  type PromotionSaved,
  promotionCost,
} from '@casino/contract';
import type { Database } from '../../../db/database';
import { inTransaction, type Trx } from '../../../db/transaction';
import { AppError } from '../../../http/errors';
import { recordStaffAction } from '../../staff';
import {
  bundlePromotionDraftTerms,
  disablePromotion,
  discountDraftTerms,
  endDiscount,
  listOffers,
  promotionById,
  writeDiscount,
  writePromotion,
} from '../../wallet';

const NO_SUCH_PROMOTION = 'No promotion by this id.';
const NO_SUCH_DISCOUNT = 'No discount by this id.';
/** A discount's bundle is held to the rule by the database: no first-purchase exception. */
const DISCOUNT_OVER_PRICE = 'A discount may not give more free SC than its price (1 SC per USD).';

/** `GET /api/admin/promotions`. */
export function promotionsOverview(db: Database): Promise<AdminPromotions> {
  return listOffers(db);
}

/** What a draft costs, its bundles checked to exist (a missing one is a 422 on its field). */
async function draftCost(executor: Database | Trx, draft: PromotionDraft): Promise<PromotionCost> {
  if (draft.kind === 'promotion') return promotionCost(await bundlePromotionDraftTerms(executor, draft));
  const cost = promotionCost(discountDraftTerms(draft));
  return cost.refusal ? { ...cost, refusal: DISCOUNT_OVER_PRICE } : cost;
}

/** `POST /api/admin/promotions/preview`: the cost the form shows before anything is saved. */
export function previewPromotion(db: Database, draft: PromotionDraft): Promise<PromotionCost> {
  return draftCost(db, draft);
}

/**
 * `POST /api/admin/promotions`: creates a promotion or discount, or changes a promotion, only within
 * the rule (docs/promotions.md); a refusal is a 422 in the operator's words and writes nothing. The
 * change and its audit row (with the cost the operator saw) commit together.
 */
export function savePromotion(db: Database, staffId: bigint, draft: PromotionDraft): Promise<PromotionSaved> {
  return inTransaction(db, async (trx) => {
    const cost = await draftCost(trx, draft);
    if (cost.refusal)
      throw new AppError('VALIDATION_FAILED', cost.refusal, { [refusedField(draft)]: [cost.refusal] });
    if (draft.kind === 'discount') {
      const id = await writeDiscount(trx, draft);
      await audit(trx, staffId, 'discount', id, null, { ...draft, cost }, 'Created a discount.');
      return { message: 'The discount is saved.', kind: 'discount', id, cost };
    }
    const before = draft.id === undefined ? null : await promotionById(trx, draft.id);
    if (draft.id !== undefined && !before) throw new AppError('NOT_FOUND', NO_SUCH_PROMOTION);
    const id = await writePromotion(trx, draft, staffId);
    await audit(
      trx,
      staffId,
      'bundle_promotion',
      id,
      before ?? null,
      { ...draft, cost },
      before ? 'Changed a promotion.' : 'Created a promotion.',
    );
    return { message: 'The promotion is saved.', kind: 'promotion', id, cost };
  });
}

/** The field a refusal points at: a discount's SC, a first-purchase offer's uses, else the extra SC. */
function refusedField(draft: PromotionDraft): string {
  if (draft.kind === 'discount') return 'sc';
  return draft.first_purchase_only && draft.uses_per_player !== 1 ? 'uses_per_player' : 'extra_sc';
}

/** `POST /api/admin/promotions/:id/disable`: no longer shown or sold; purchases already made keep their coins. */
export function disableBundlePromotion(db: Database, staffId: bigint, id: number) {
  return inTransaction(db, async (trx) => {
    const before = await promotionById(trx, id);
    if (!before || !(await disablePromotion(trx, id))) throw new AppError('NOT_FOUND', NO_SUCH_PROMOTION);
    await audit(trx, staffId, 'bundle_promotion', id, before, { disabled: true }, 'Disabled a promotion.');
    return { message: 'The promotion is disabled.' };
  });
}

/** `POST /api/admin/promotions/discounts/:id/disable`: the discount ends now. */
export function disableDiscount(db: Database, staffId: bigint, id: number) {
  return inTransaction(db, async (trx) => {
    const ended = await endDiscount(trx, id);
    if (!ended) throw new AppError('NOT_FOUND', NO_SUCH_DISCOUNT);
    await audit(trx, staffId, 'discount', id, null, { ends_at: ended.ends_at }, 'Ended a discount.');
    return { message: 'The discount has ended.' };
  });
}

function audit(
  trx: Trx,
  staffId: bigint,
  subjectType: 'bundle_promotion' | 'discount',
  id: number,
  before: unknown,
  after: unknown,
  reason: string,
) {
  return recordStaffAction(trx, {
    staffId,
    action: 'promotions.manage',
    subjectType,
    subjectId: String(id),
    before,
    after,
    reason,
  });
}
