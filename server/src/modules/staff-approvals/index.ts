/**
 * Maker-checker for staff actions that give coins (issue 20): actions over the threshold file an
 * approval (`needsSecondAdmin`, `requestApproval`, rules over the caller's transaction that need no
 * port); a second admin approves (the action is applied through the appliers app.ts passes in as
 * ports) or rejects it.
 */
export { createStaffApprovalsModule, type StaffApprovalsModule } from './module';
export type { ApprovalApplier, ApprovalAppliers, ApprovedAction, StaffApprovalsPorts } from './ports';
export { type ApprovalThresholds, needsSecondAdmin, pendingApprovals, requestApproval } from './service';
