import { ShieldCheck } from 'lucide-react';
import { ApiError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/Field';
import { useStartVerification, useVerification } from './api';
import { verificationButton } from './button-state';

/** The spec §4 verification button: its text follows the session; pressing it opens the flow embedded. */
export function VerificationButton({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  const { data: session } = useVerification();
  const start = useStartVerification();
  const state = verificationButton(session?.status ?? null);
  return (
    <div className="flex flex-col gap-3">
      <Button
        size={size}
        disabled={!session || state.disabled}
        pending={start.isPending}
        onClick={() => start.mutate()}
        data-testid="verification-button"
      >
        <ShieldCheck size={18} aria-hidden="true" />
        {state.label}
      </Button>
      {start.error && (
        <FormMessage tone="error">
          {start.error instanceof ApiError
            ? start.error.message
            : 'Unable to process your request at this time.'}
        </FormMessage>
      )}
    </div>
  );
}
