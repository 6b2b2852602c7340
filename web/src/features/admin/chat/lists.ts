/** The two lists of chat reports: still waiting for staff, or every one. */
export const REPORT_LISTS = ['open', 'all'] as const;
export type ReportList = (typeof REPORT_LISTS)[number];

/** The two lists of chat sanctions: holding now, or every one ever given. */
export const SANCTION_LISTS = ['in_force', 'all'] as const;
export type SanctionList = (typeof SANCTION_LISTS)[number];

/** How a list is asked of the server: `?open=true` for the first of each pair, `false` for all. */
export const chatListFilters = (list: ReportList | SanctionList) => ({
  open: list === 'all' ? 'false' : 'true',
});
