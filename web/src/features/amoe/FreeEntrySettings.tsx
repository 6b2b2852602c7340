import { AMOE_TEXTS, type AmoeRequest, type AmoeRequestStatus, type Me } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import clsx from 'clsx';
import { Mail, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { queryClient } from '../../api/queries';
import { formatCoins, formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/Field';
import { RequestCard } from '../../ui/RequestCard';
import { Skeleton } from '../../ui/Skeleton';
import { amoeKeys, requestAmoeCode, useAmoeRequests, useAmoeUpdates } from './api';
import { MailingInstructions } from './MailingInstructions';

const STATUS_LABELS: Record<AmoeRequestStatus, string> = {
  requested: 'Waiting for your card',
  received: 'Card received',
  credited: 'Credited',
  refused: 'Refused',
};

/** The printable card for a request (its own page without the shell, so only the card prints). */
export const templatePath = (request: AmoeRequest) =>
  `/free-entry/template/${encodeURIComponent(request.id)}`;

function RequestRow({ request }: { request: AmoeRequest }) {
  return (
    <RequestCard
      testId="amoe-request"
      status={request.status}
      details={
        <>
          <p className="font-mono text-base font-semibold tracking-wider" data-testid="amoe-code">
            {request.code}
          </p>
          <p className="text-xs text-text-muted tabular-nums">
            Requested {formatDateTime(request.requested_at)}
          </p>
          {request.status === 'refused' && (
            <p className="mt-1 text-sm text-loss" data-testid="amoe-refusal">
              {request.reason ??
                (request.refusal ? AMOE_TEXTS.refusals[request.refusal] : AMOE_TEXTS.refused)}
            </p>
          )}
          {request.status === 'credited' && request.sc && (
            <p className="mt-1 text-sm text-sc">{formatCoins(request.sc)} SC credited</p>
          )}
        </>
      }
    >
      <div className="flex shrink-0 items-center gap-2">
        <span
          className={clsx(
            'rounded-full px-2.5 py-1 text-xs font-semibold',
            request.status === 'credited' && 'bg-accent/15 text-accent',
            request.status === 'refused' && 'bg-loss/15 text-loss',
            (request.status === 'requested' || request.status === 'received') && 'bg-gc/15 text-gc',
          )}
        >
          {STATUS_LABELS[request.status]}
        </span>
        {request.status === 'requested' && (
          <Link
            to={templatePath(request)}
            className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-line px-3 text-xs hover:bg-line"
          >
            <Printer size={14} aria-hidden="true" /> Printable template
          </Link>
        )}
      </div>
    </RequestCard>
  );
}

/** What stops a request, in the player's words, with where to put it right. */
function Missing({ me }: { me: Me }) {
  const missing = [
    !me.verification_id && { text: 'Verify your identity', to: '/settings/verification' },
    !me.email_verified && { text: 'Verify your email address', to: '/settings/general' },
  ].filter((item) => item !== false);
  if (missing.length === 0) return null;
  return (
    <div className="rounded-lg border border-gc/40 bg-gc/10 p-3 text-sm" data-testid="amoe-missing">
      <p className="font-semibold">{AMOE_TEXTS.verificationRequired}</p>
      <ul className="mt-2 flex flex-wrap gap-3">
        {missing.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="font-semibold text-accent underline">
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /settings/free-entry: no purchase is necessary. A verified player asks for a single-use code here,
 * mails a handwritten card with it, and follows each request until it is credited or refused.
 */
export function FreeEntrySettings({ me }: { me: Me }) {
  useAmoeUpdates();
  const requests = useAmoeRequests();
  const request = useMutation({
    mutationFn: requestAmoeCode,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: amoeKeys.requests }),
  });
  const verified = Boolean(me.verification_id) && me.email_verified;
  const open = requests.data?.data.some((r) => r.status === 'requested') ?? false;
  return (
    <div className="flex flex-col gap-6" data-testid="amoe-page">
      <section className="rounded-xl border border-line bg-surface-1 p-5 md:p-6">
        <h2 className="flex items-center gap-2 text-base font-bold">
          <Mail size={18} aria-hidden="true" /> {AMOE_TEXTS.title}
        </h2>
        <p className="mt-1 text-sm text-text-muted">
          {AMOE_TEXTS.noPurchase}
          {requests.data &&
            ` Each valid card credits ${formatCoins(requests.data.instructions.sc_per_request)} SC, once.`}
        </p>
        <div className="mt-4 flex flex-col gap-3">
          <Missing me={me} />
          {request.isSuccess && <FormMessage tone="success">{AMOE_TEXTS.requested}</FormMessage>}
          {request.isError && <FormMessage tone="error">{request.error.message}</FormMessage>}
          {open && !request.isSuccess && (
            <p className="text-sm text-text-muted">{AMOE_TEXTS.openRequestExists}</p>
          )}
          <div>
            <Button pending={request.isPending} disabled={!verified || open} onClick={() => request.mutate()}>
              Request a code
            </Button>
          </div>
        </div>
      </section>
      <section className="rounded-xl border border-line bg-surface-1 p-5 md:p-6">
        <h2 className="text-base font-bold">Your requests</h2>
        <div className="mt-4">
          {requests.isError ? (
            <FormMessage tone="error">{requests.error.message}</FormMessage>
          ) : !requests.data ? (
            <Skeleton className="h-20 w-full" />
          ) : requests.data.data.length === 0 ? (
            <p className="text-sm text-text-muted" data-testid="amoe-empty">
              No requests yet. Request a code above, then mail your card.
            </p>
          ) : (
            <ul className="flex flex-col gap-2">
              {requests.data.data.map((r) => (
                <RequestRow key={r.id} request={r} />
              ))}
            </ul>
          )}
        </div>
      </section>
      <section className="rounded-xl border border-line bg-surface-1 p-5 md:p-6">
        <h2 className="mb-3 text-base font-bold">How to mail your card</h2>
        {requests.data ? (
          <MailingInstructions instructions={requests.data.instructions} />
        ) : (
          <Skeleton className="h-48 w-full" />
        )}
      </section>
    </div>
  );
}
