/**
 * Maker-checker for staff actions that give coins (issue 20): actions over the threshold file an
 * approval (`needsSecondAdmin`, `requestApproval`); a second admin approves (the action is applied
 * through the appliers the app passes in) or rejects it.
 */
export { staffApprovalRoutes } from './routes';
export {
  type ApprovalApplier,
  type ApprovalAppliers,
  type ApprovedAction,
  needsSecondAdmin,
  pendingApprovals,
  requestApproval,
} from './service';
