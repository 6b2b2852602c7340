import type { VerificationStatus } from '@casino/contract';

/** The verification button as spec §4 shows it for each session state. */
export interface VerificationButtonState {
  label: string;
  disabled: boolean;
}

/** Spec §4 verification session states and their button texts; no session reads as 'Get Verified'. */
export function verificationButton(status: VerificationStatus | null): VerificationButtonState {
  switch (status) {
    case 'created':
    case 'started':
      return { label: 'Continue With Verification', disabled: false };
    case 'review':
    case 'submitted':
      return { label: 'Verification In Progress...', disabled: true };
    case 'approved':
      return { label: 'Verification Approved. Exit', disabled: true };
    case 'declined':
      return { label: 'Verification Failed Verify Again', disabled: false };
    case 'resubmission_requested':
      return { label: 'Resubmit Details', disabled: false };
    case 'expired':
    case 'abandoned':
    case null:
      return { label: 'Get Verified', disabled: false };
  }
}
