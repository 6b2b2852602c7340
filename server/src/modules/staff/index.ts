/** The staff foundation every back-office endpoint stands on: who may do what, the guard, the audit log. */
export { recordStaffAction, type StaffActionRecord } from './audit-log';
export { type AuditFilter, searchAuditLog } from './audit-search';
export { type CappedAction, type CappedAmount, refuseOverCap, type StaffCaps } from './caps';
export { type DecisionQueue, decisionQueueRoutes, type StaffDecision } from './decision-routes';
export { requireStaff, type StaffGuardPorts, TWO_FACTOR_REQUIRED } from './guard';
export { refuseOwnAccount } from './own-account';
export { actionsOf, mayPerform, STAFF_PERMISSIONS, type StaffAction, type StaffRank } from './permissions';
