import { STAFF_APPROVAL_TEXTS } from '@casino/contract';
import { AppError } from '../../http/errors';

/**
 * The one rule against self-dealing (issue 20): no staff action is taken on the staff member's own
 * account (an entry, an adjustment, a decision, a refund, a bonus, a freeze, a ban or a rank). A staff
 * member is a player like any other there; someone else acts for them. `subjectUserId` null or
 * undefined (an action on no player, such as a bonus code) passes.
 */
export function refuseOwnAccount(staffId: bigint, subjectUserId: bigint | null | undefined): void {
  if (subjectUserId !== null && subjectUserId !== undefined && subjectUserId === staffId)
    throw new AppError('FORBIDDEN', STAFF_APPROVAL_TEXTS.ownAccount);
}
