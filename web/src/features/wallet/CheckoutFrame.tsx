import {
  CHECKOUT_MESSAGE_SOURCE,
  type CheckoutMessage,
  type CheckoutOutcome,
  type PaymentStart,
} from '@casino/contract';
import { useEffect } from 'react';

function isCheckoutMessage(data: unknown): data is CheckoutMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === CHECKOUT_MESSAGE_SOURCE
  );
}

/**
 * The vendor's hosted checkout, embedded (integrations.md step 2): it calls back with a payment handle
 * token, an error, or a cancel. The sandbox's checkout is a page of this app (`/bank/test/card`,
 * `/bank/test/ach`), so its messages come from our own origin.
 */
export function CheckoutFrame({
  start,
  title,
  onOutcome,
}: {
  start: PaymentStart;
  title: string;
  onOutcome(outcome: CheckoutOutcome | 'cancelled'): void;
}) {
  useEffect(() => {
    const listen = (message: MessageEvent) => {
      if (message.origin !== window.location.origin || !isCheckoutMessage(message.data)) return;
      onOutcome(message.data.kind === 'cancelled' ? 'cancelled' : message.data.outcome);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [onOutcome]);
  if (!start.checkoutUrl.startsWith('/'))
    return <p className="text-sm text-loss">The payment page could not be opened. Please try again later.</p>;
  return (
    <iframe
      title={title}
      src={`${start.checkoutUrl}&embedded=1`}
      data-testid="checkout-frame"
      className="h-[460px] w-full rounded-xl border border-line bg-surface-0"
    />
  );
}
