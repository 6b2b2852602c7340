// The free-entry (AMOE) feature's public face: its settings tab; its printable card is a page of its own.
export { FreeEntrySettings } from './FreeEntrySettings';
