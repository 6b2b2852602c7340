/** Chat (issue 24): the desktop column, `/chat`, the rules overlay, and sharing a bet into the room. */
export { ChatColumn } from './ChatColumn';
export { ShareBetButton } from './ShareBetButton';
