import { z } from 'zod';
import { adminPage, adminPageNumber, staffReasonSchema } from './admin';
import { statusCounts } from './lists';
import { coinPairShape } from './money';

/**
 * Maker-checker (issue 20): a staff action that gives coins above the configured threshold is not
 * applied but waits as an approval until a second admin approves it (then it is applied, once) or
 * rejects it. Under the threshold the action applies at once, as before; above its cap it is refused.
 */
export const APPROVAL_KINDS = ['adjustment', 'bonus_code', 'vip_bonus', 'rain'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The words staff see about approvals and about acting on their own account. */
export const STAFF_APPROVAL_TEXTS = {
  /** 403 to any staff action whose subject is the staff member's own account. */
  ownAccount: 'Staff cannot act on their own account.',
  /** 403 to a staff member claiming a bonus code they created. */
  ownCode: 'Staff cannot claim a bonus code they created.',
  /** 403 to the maker deciding their own request. */
  ownRequest: 'A second admin must decide this: you cannot approve or reject your own request.',
  notFound: 'No such approval.',
  alreadyDecided: 'This approval has already been decided.',
  sentForApproval: 'Sent for approval: a second admin must approve it before it is applied.',
  approved: 'Approved and applied.',
  rejected: 'Rejected; nothing was applied.',
} as const;

export const staffApprovalSchema = z.object({
  id: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  /** The player the action is on (null for a bonus code, which is not one player's). */
  subject_user_id: z.string().nullable(),
  subject_username: z.string().nullable(),
  /** The largest amount the action can give, per coin, as decimal strings (a code: per claim × claims). */
  ...coinPairShape,
  /** What was asked, as it was sent (the adjustment, code or VIP bonus form). */
  payload: z.record(z.string(), z.unknown()),
  maker_id: z.string(),
  maker_username: z.string().nullable(),
  checker_id: z.string().nullable(),
  checker_username: z.string().nullable(),
  /** The checker's reason for a rejection. */
  decision_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type StaffApproval = z.infer<typeof staffApprovalSchema>;

/** What staff are told about an approval, with the approval as it now stands. */
const approvalAnswerSchema = z.object({
  message: z.string(),
  approval: staffApprovalSchema,
});

/** 202 from an action above the maker-checker threshold: nothing applied yet. */
export const approvalRequestedSchema = approvalAnswerSchema;
export type ApprovalRequested = z.infer<typeof approvalRequestedSchema>;

/** `GET /api/admin/approvals?status=&page=`: pending ones by default, oldest first. */
export const approvalsQuerySchema = z.object({
  status: z.enum(APPROVAL_STATUSES).default('pending'),
  page: adminPageNumber,
});

export const approvalsPageSchema = adminPage(staffApprovalSchema).extend({
  counts: statusCounts(APPROVAL_STATUSES),
});
export type ApprovalsPage = z.infer<typeof approvalsPageSchema>;

/** `POST /api/admin/approvals/:id/reject {reason}`. */
export const rejectApprovalSchema = z.object({ reason: staffReasonSchema });

/** The answer to approve and reject: the approval as decided. */
export const approvalDecidedSchema = approvalAnswerSchema;
export type ApprovalDecided = z.infer<typeof approvalDecidedSchema>;
