import { EMBEDDED_VERIFICATION_SOURCE, type EmbeddedVerificationEvent } from '@casino/contract';
import { useEffect, useState } from 'react';
import { Modal } from '../../ui/Modal';
import { refetchVerification } from './api';
import { useVerificationFlow } from './flow-store';

function isFlowMessage(data: unknown): data is { source: string; event: EmbeddedVerificationEvent } {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === EMBEDDED_VERIFICATION_SOURCE &&
    typeof (data as { event?: unknown }).event === 'string'
  );
}

/**
 * The vendor's flow, embedded (spec §4): it reports started, submitted, finished, canceled and reload.
 * Finished and canceled close it and read the session again; reload loads the flow afresh.
 */
export function VerificationFlow() {
  const { url, close } = useVerificationFlow();
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    if (!url) return;
    const origin = new URL(url, window.location.href).origin;
    const listen = (message: MessageEvent) => {
      if (message.origin !== origin || !isFlowMessage(message.data)) return;
      refetchVerification();
      if (message.data.event === 'FINISHED' || message.data.event === 'CANCELED') close();
      if (message.data.event === 'RELOAD_REQUEST') setLoads((n) => n + 1);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [url, close]);

  if (!url) return null;
  return (
    <Modal
      open
      width="md"
      onClose={() => {
        close();
        refetchVerification();
      }}
      title="Verify your identity"
      description="It takes about two minutes: your details, a photo ID and a selfie."
    >
      <iframe
        key={loads}
        src={url}
        title="Identity verification"
        allow="camera; microphone; fullscreen"
        className="h-[70dvh] max-h-[720px] min-h-[480px] w-full rounded-lg border border-line bg-surface-0"
        data-testid="verification-frame"
      />
    </Modal>
  );
}
