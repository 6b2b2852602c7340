/** Responsible play in the web app: the settings tab's screen, and what a break or self-exclusion holds. */
export { PlayRestrictionBanner } from './PlayRestrictionBanner';
export { ResponsiblePlaySettings } from './ResponsiblePlaySettings';
export { type PlayRestriction, playRestriction, restrictionReason } from './restriction';
