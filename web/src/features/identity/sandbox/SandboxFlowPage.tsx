import type { IdentityForm, SandboxDecision } from '@casino/contract';
import { CheckCircle2, RotateCcw, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { api } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { FormMessage } from '../../../ui/Field';
import { type DocumentDetails, DocumentsStep } from './DocumentsStep';
import { tellHost } from './host';
import { EMPTY_FORM, IdentityFormStep } from './IdentityFormStep';
import { TesterStep } from './TesterStep';

type Step = 'details' | 'documents' | 'decision' | 'finished';

const STEP_TITLES: Record<Step, string> = {
  details: '1 · Your details',
  documents: '2 · Photo ID and selfie',
  decision: '3 · Decision',
  finished: 'Done',
};

/**
 * `/veriff/sandbox/:sessionId`: the sandbox vendor's hosted flow, embedded by the product like the real
 * one. It reports each step to the host page and, through the sandbox's controls, to the vendor, which
 * sends our webhook. Its API refuses it unless the sandbox is the configured vendor.
 */
export default function SandboxFlowPage() {
  const { sessionId = '' } = useParams();
  const [step, setStep] = useState<Step>('details');
  const [draft, setDraft] = useState(EMPTY_FORM);
  const [person, setPerson] = useState<IdentityForm | null>(null);
  const [document, setDocument] = useState<DocumentDetails | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const reported = useRef(false);

  const call = async (path: string, body: unknown): Promise<boolean> => {
    setPending(true);
    setFailure(undefined);
    try {
      await api(`/veriff/sandbox/${sessionId}/${path}`, { method: 'POST', body });
      return true;
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : 'Something went wrong. Please try again.');
      return false;
    } finally {
      setPending(false);
    }
  };

  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    void call('events', { action: 'started' }).then((ok) => ok && tellHost('STARTED'));
  });

  const submitDocuments = async (details: DocumentDetails) => {
    if (!(await call('events', { action: 'submitted' }))) return;
    setDocument(details);
    tellHost('SUBMITTED');
    setStep('decision');
  };

  const decide = async (decision: SandboxDecision, reasonCode: number | null) => {
    if (!person || !document) return;
    if (!(await call('decision', { decision, reason_code: reasonCode, person, document }))) return;
    setStep('finished');
    tellHost('FINISHED');
  };

  return (
    <div className="min-h-dvh bg-surface-0 p-4 text-text sm:p-6">
      <div className="mx-auto flex max-w-xl flex-col gap-5">
        <header className="flex items-center justify-between gap-3">
          <div>
            <p className="text-xs font-medium tracking-wide text-text-muted uppercase">
              Sandbox identity check
            </p>
            <h1 className="text-xl font-bold">{STEP_TITLES[step]}</h1>
          </div>
          {step !== 'finished' && (
            <div className="flex gap-1">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => tellHost('RELOAD_REQUEST')}
                aria-label="Start over"
              >
                <RotateCcw size={16} aria-hidden="true" />
              </Button>
              <Button variant="ghost" size="sm" onClick={() => tellHost('CANCELED')} aria-label="Cancel">
                <X size={16} aria-hidden="true" />
              </Button>
            </div>
          )}
        </header>
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        {step === 'details' && (
          <IdentityFormStep
            initial={draft}
            onDone={(form, filled) => {
              setPerson(form);
              setDraft(filled);
              setStep('documents');
            }}
          />
        )}
        {step === 'documents' && (
          <DocumentsStep
            holder={`${person?.first_name ?? ''} ${person?.last_name ?? ''}`}
            pending={pending}
            onDone={submitDocuments}
          />
        )}
        {step === 'decision' && <TesterStep pending={pending} onDecide={decide} />}
        {step === 'finished' && (
          <div className="flex flex-col items-center gap-3 py-10 text-center" data-testid="flow-finished">
            <CheckCircle2 size={40} className="text-accent" aria-hidden="true" />
            <p className="font-semibold">Thank you! Your documents are submitted.</p>
            <p className="text-sm text-text-muted">We will let you know the result in a moment.</p>
          </div>
        )}
      </div>
    </div>
  );
}
