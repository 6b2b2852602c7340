import { type PaymentMethod, paymentStatusText, WALLET_TEXTS } from '@casino/contract';
import { AlertTriangle, Hourglass, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { Spinner } from '../../ui/Spinner';
import { CheckoutFrame } from './CheckoutFrame';
import { ConfirmPurchase } from './ConfirmPurchase';
import { useWalletLocation } from './location-port';
import { usePurchaseFlow } from './use-purchase-flow';
import type { PaymentParams } from './wallet-params';

/** Spec §2: the payment screen's title by method. */
export const PAYMENT_TITLES: Record<PaymentMethod, string> = {
  pay_by_bank: 'Pay by Bank',
  applePay: 'Pay by ApplePay',
  card: 'Pay by Credit/Debit card',
};

function ErrorScreen({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="payment-error">
      <AlertTriangle size={44} className="text-loss" />
      <p className="font-semibold">{message}</p>
      <p className="text-sm text-text-muted">{WALLET_TEXTS.noFundsTaken}</p>
      <Button className="w-full" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** Said while a payment may have been taken and not yet confirmed (issue 20): a retry never charges twice. */
export const BEING_CONFIRMED_TEXT =
  'Your payment may still be going through. If it was taken, its coins are credited to this purchase: trying again asks about this same payment and never charges you twice.';

/** A finalise whose answer was lost: 'Try again' asks the server about the same purchase. */
function UnconfirmedScreen({ onRetry }: { onRetry(): void }) {
  return (
    <div
      className="flex flex-col items-center gap-4 py-2 text-center"
      data-testid="payment-unconfirmed"
      role="status"
    >
      <Hourglass size={44} className="text-gc" />
      <p className="font-semibold">{WALLET_TEXTS.technicalWarning}</p>
      <p className="text-sm text-text-muted">{BEING_CONFIRMED_TEXT}</p>
      <Button className="w-full" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * `action=paysafe` (spec §2): the purchase from location check to result, under the method's title:
 * the hosted checkout, then the success screen (Confirm or Deny), the error screen, or, when the
 * finalise's answer was lost, the screen that asks about the same payment again.
 */
export function PaymentScreen({ payment, onBack }: { payment: PaymentParams; onBack(): void }) {
  const { state, onCheckout, retry } = usePurchaseFlow(payment);
  const { ErrorArea: LocationErrorArea } = useWalletLocation();
  const title = PAYMENT_TITLES[payment.pmethod] ?? PAYMENT_TITLES.card;
  if (state.step === 'success') return <ConfirmPurchase />;
  return (
    <div className="flex flex-col gap-4" data-testid="payment-screen">
      <h3 className="text-lg font-bold">{title}</h3>
      {state.step === 'starting' && <LoadingBlocks blocks={['h-10 w-full', 'h-64 w-full']} />}
      {state.step === 'checkout' && (
        <CheckoutFrame start={state.start} title={title} onOutcome={(o) => void onCheckout(o, state.start)} />
      )}
      {state.step === 'finalising' && (
        <p className="flex items-center gap-2 text-text-muted" role="status">
          <Spinner /> Completing your payment…
        </p>
      )}
      {state.step === 'processing' && (
        <div
          className="flex flex-col items-center gap-3 py-4 text-center"
          data-testid="payment-processing"
          role="status"
        >
          <Hourglass size={40} className="text-gc" />
          <p className="font-semibold">{paymentStatusText('PROCESSING')}</p>
          <p className="text-sm text-text-muted">
            Your coins arrive as soon as your bank completes it; you can close this window.
          </p>
        </div>
      )}
      {state.step === 'location' && (
        <>
          <LocationErrorArea message={state.message} />
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </>
      )}
      {state.step === 'verification' && (
        <div
          className="flex flex-col items-center gap-3 py-2 text-center"
          data-testid="verification-required"
        >
          <ShieldCheck size={40} className="text-accent" />
          <p className="font-semibold">{state.message}</p>
          <p className="text-sm text-text-muted">
            Purchases over $500, or past your total purchase threshold, need a verified identity.
          </p>
          <Link
            to="/settings/verification"
            className="w-full rounded-lg bg-accent py-2.5 font-semibold text-surface-0"
          >
            Get Verified
          </Link>
        </div>
      )}
      {state.step === 'error' && <ErrorScreen message={state.message} onRetry={retry} />}
      {state.step === 'unconfirmed' && <UnconfirmedScreen onRetry={retry} />}
      {(state.step === 'checkout' || state.step === 'error' || state.step === 'location') && (
        <button type="button" onClick={onBack} className="self-start text-sm text-text-muted underline">
          Back to bundles
        </button>
      )}
    </div>
  );
}
