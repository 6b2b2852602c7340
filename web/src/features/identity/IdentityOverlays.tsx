import { VerificationFlow } from './VerificationFlow';
import { VerificationResultDialog } from './VerificationResultDialog';

/** What the shell mounts for a signed-in player: the embedded flow and the result dialog. */
export function IdentityOverlays() {
  return (
    <>
      <VerificationFlow />
      <VerificationResultDialog />
    </>
  );
}
