/**
 * What the player reads when the hosted checkout's 3-D Secure step fails (spec §8, integrations.md):
 * one friendly message per vendor code, in one table. The vendor's own texts are for support, not players.
 */
export const THREE_D_SECURE_MESSAGES: Readonly<Record<number, string>> = {
  5100: 'We could not check whether your card uses 3-D Secure. Please try again or use another card.',
  5101: 'Your card is not enrolled in 3-D Secure. Please use another card or ask your bank to enable it.',
  5102: 'Your bank could not be reached to verify your card. Please try again in a few minutes.',
  5103: 'Your bank could not verify your card right now. Please try again in a few minutes.',
  5104: 'The card verification service is unavailable. Please try again in a few minutes.',
  5105: 'Your bank could not confirm it is you. Please try again.',
  5106: 'The security check did not pass. Please use another card or contact your bank.',
  5107: 'Card verification failed. Please check the code from your bank and try again.',
  5108: 'Card verification was not completed. Please try again and finish the step with your bank.',
  5109: 'Your bank declined the verification. Please contact your bank or use another card.',
  5110: 'Our risk checks could not approve this payment. Please use another card.',
  5111: 'This payment was stopped by a security rule. Please contact support if it keeps happening.',
  5112: 'We could not identify your device. Please allow cookies and scripts for this page and try again.',
  5113: 'Your device information was missing. Please refresh the page and try again.',
  5114: 'The payment reference was not valid. Please start the purchase again.',
  5115: 'This payment was already verified or has expired. Please start the purchase again.',
  5116: 'The verification step took too long. Please start the purchase again.',
  5117: 'The verification window was closed before it finished. Please try again.',
  5118: "Your bank's verification page could not be shown. Please try again or use another card.",
  5119: 'Your bank sent an answer we could not read. Please try again.',
  5120: 'The verification step failed to load. Please check your connection and try again.',
  5121: 'Your card type is not supported for verification. Please use another card.',
  5122: 'Your bank asked for a verification method we cannot offer. Please use another card.',
  5123: 'The amount could not be verified with your bank. Please start the purchase again.',
  5124: 'Too many verification attempts. Please wait a few minutes and try again.',
  5125: 'Verification is temporarily unavailable for this card. Please try again later.',
  6000: 'A partner service failed while verifying your card. Please try again in a few minutes.',
};

/** The codes a sandbox test card can fail with: 5100–5125 and 6000. */
export const THREE_D_SECURE_CODES: readonly number[] = Object.keys(THREE_D_SECURE_MESSAGES).map(Number);

/** The player's message for a checkout failure code; a code we do not know reads as the generic one. */
export function threeDSecureMessage(code: number | null | undefined): string {
  return (code !== null && code !== undefined && THREE_D_SECURE_MESSAGES[code]) || 'An error occurred';
}
