/**
 * Chat tips (issue 24): the tip dialog (form, confirmation, the server's refusals) and a tip's line in
 * the room. The chat mounts them; nothing here reaches into the chat's own files.
 */
export { sendTip } from './api';
export { TipDialog, type TipDialogProps } from './TipDialog';
export { TipMessage } from './TipMessage';
