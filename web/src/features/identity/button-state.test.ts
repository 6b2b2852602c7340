import { VERIFICATION_STATUSES } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { verificationButton } from './button-state';

describe('the verification button', () => {
  it('says what spec §4 says in every state', () => {
    const shown = Object.fromEntries(
      [...VERIFICATION_STATUSES, null].map((status) => [String(status), verificationButton(status)]),
    );
    expect(shown).toEqual({
      created: { label: 'Continue With Verification', disabled: false },
      started: { label: 'Continue With Verification', disabled: false },
      submitted: { label: 'Verification In Progress...', disabled: true },
      review: { label: 'Verification In Progress...', disabled: true },
      approved: { label: 'Verification Approved. Exit', disabled: true },
      declined: { label: 'Verification Failed Verify Again', disabled: false },
      resubmission_requested: { label: 'Resubmit Details', disabled: false },
      expired: { label: 'Get Verified', disabled: false },
      abandoned: { label: 'Get Verified', disabled: false },
      null: { label: 'Get Verified', disabled: false },
    });
  });
});
