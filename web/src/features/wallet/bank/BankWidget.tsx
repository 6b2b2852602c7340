import {
  BANK_WIDGET_MESSAGE_SOURCE,
  type BankWidgetMessage,
  PAYEE_VERIFICATION_COMPLETED_EVENT,
  payeeVerificationCompletedSchema,
} from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { onPrivateEvent } from '../../../api/channels';
import { Skeleton } from '../../../ui/Skeleton';
import { startWidget } from './api';

function isWidgetMessage(data: unknown): data is BankWidgetMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === BANK_WIDGET_MESSAGE_SOURCE
  );
}

/**
 * The vendor's instant-verification widget (Flinks-like), embedded: the player signs in to their bank
 * there and the widget calls back with linked, failed (with a code) or cancelled. The sandbox's widget is
 * a page of this app (`/bank/test/flinks`), so its messages come from our own origin. The vendor's
 * `payee-verification-completed` on the player's channel (spec §4) says the same for a session finished
 * on another device (the QR code); whichever comes first is the answer, once per session.
 */
export function BankWidget({ onResult }: { onResult(message: BankWidgetMessage): void }) {
  // A fresh session each time the widget opens, as the vendor's sessions are single-use.
  const session = useQuery({
    queryKey: ['apt-pay', 'verification'],
    queryFn: startWidget,
    gcTime: 0,
    staleTime: 0,
  });
  // The latest handler, so the listeners are added once and never answer with a stale order.
  const handler = useRef(onResult);
  handler.current = onResult;
  const answered = useRef(new Set<string>());
  const current = session.data?.session;
  useEffect(() => {
    const answer = (message: BankWidgetMessage) => {
      if (answered.current.has(message.referenceId)) return;
      answered.current.add(message.referenceId);
      handler.current(message);
    };
    const listen = (message: MessageEvent) => {
      if (message.origin === window.location.origin && isWidgetMessage(message.data)) answer(message.data);
    };
    window.addEventListener('message', listen);
    const stopHearing = onPrivateEvent(PAYEE_VERIFICATION_COMPLETED_EVENT, (payload) => {
      const parsed = payeeVerificationCompletedSchema.safeParse(payload);
      // Only this widget's session: another tab's widget has its own.
      if (parsed.success && parsed.data.referenceId === current)
        answer({ source: BANK_WIDGET_MESSAGE_SOURCE, ...parsed.data });
    });
    return () => {
      window.removeEventListener('message', listen);
      stopHearing();
    };
  }, [current]);
  if (session.isPending) return <Skeleton className="h-[420px] w-full" />;
  if (!session.data?.url.startsWith('/'))
    return (
      <p className="text-sm text-loss">The bank linking page could not be opened. Please try again later.</p>
    );
  return (
    <iframe
      title="Link your bank"
      src={`${session.data.url}&embedded=1`}
      data-testid="bank-widget"
      className="h-[420px] w-full rounded-xl border border-line bg-surface-0"
    />
  );
}
