import {
  type CheckoutOutcome,
  type Me,
  type PaymentStart,
  paymentStatusText,
  threeDSecureMessage,
  WALLET_TEXTS,
} from '@casino/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import { useMe, useSiteConfig } from '../../api/queries';
import { toast } from '../../ui/toast';
import { finalisePayment, paymentResult, refreshAfterPurchase, startPayment } from './api';
import { finaliseOutcome } from './finalise-outcome';
import { useWalletLocation } from './location-port';
import { useOrder } from './order-store';
import type { PaymentParams } from './wallet-params';

/** Spec §9: the stored result is polled every second. */
const POLL_MS = 1_000;

export type FlowState =
  | { step: 'starting' }
  | { step: 'checkout'; start: PaymentStart }
  | { step: 'finalising' }
  | { step: 'processing'; merchantRefNum: string }
  /** The finalise's answer was lost: the payment may have been taken, and is credited to this purchase. */
  | { step: 'unconfirmed'; start: PaymentStart; paymentHandleToken: string }
  | { step: 'success'; purchaseId: number }
  | { step: 'location'; message: string }
  | { step: 'verification'; message: string }
  | { step: 'error'; message: string };

/** Refusals the location error area explains (spec §4). */
export const LOCATION_CODES = new Set(['LOCATION_REQUIRED', 'LOCATION_FAILED', 'REGION_NOT_AVAILABLE']);

function failure(error: unknown): FlowState {
  if (error instanceof ApiError) {
    if (LOCATION_CODES.has(String(error.code))) return { step: 'location', message: error.message };
    if (error.code === 'VERIFICATION_REQUIRED') return { step: 'verification', message: error.message };
    return { step: 'error', message: error.message };
  }
  return { step: 'error', message: WALLET_TEXTS.somethingWrong };
}

function paymentForm(
  payment: PaymentParams,
  me: Me | undefined,
  billing: ReturnType<typeof useOrder.getState>['billing'],
) {
  return {
    firstName: me?.firstname ?? '',
    lastName: me?.lastname ?? '',
    email: me?.email ?? '',
    amount: payment.amount,
    payment_method: payment.pmethod,
    bundleId: payment.bundleId,
    promotionId: payment.promotionId,
    currency: 'USD' as const,
    country: 'US',
    ...(payment.pmethod === 'pay_by_bank' ? billing : { phone: '' }),
  };
}

/**
 * Spec §4's purchase: a location check where enabled, the payment session ('Transaction Started'), the
 * hosted checkout, finalise, then the stored result polled each second until it says success. Any
 * refusal lands on the screen that fits it (location, verification, or the error with 'Try again'); a
 * finalise whose answer was lost lands on 'unconfirmed', whose 'Try again' asks about the same purchase.
 */
export function usePurchaseFlow(payment: PaymentParams) {
  const { data: me } = useMe();
  const { data: site } = useSiteConfig();
  const location = useWalletLocation();
  const [state, setState] = useState<FlowState>({ step: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const ready = me !== undefined && site !== undefined;

  useEffect(() => {
    if (!ready || started.current === attempt) return;
    started.current = attempt;
    setState({ step: 'starting' });
    void (async () => {
      try {
        if (site.radar_enable_purchase) await location.check();
        const start = await startPayment(paymentForm(payment, me, useOrder.getState().billing));
        toast.info(WALLET_TEXTS.transactionStarted);
        setState({ step: 'checkout', start });
      } catch (error) {
        setState(failure(error));
      }
    })();
  }, [ready, attempt, payment, me, site, location]);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /**
   * Finalises with the checkout's handle, then polls the stored result. Sent again for the same purchase
   * after a lost answer: the server answers the payment already made (one charge, credited once).
   */
  const finalise = useCallback(
    async (start: PaymentStart, paymentHandleToken: string) => {
      const unconfirmed: FlowState = { step: 'unconfirmed', start, paymentHandleToken };
      const poll = (purchaseId: number) => {
        const tick = async () => {
          try {
            const result = await paymentResult(start.merchantRefNum);
            if (result.result === true) {
              refreshAfterPurchase();
              toast.success(WALLET_TEXTS.purchaseComplete);
              setState({ step: 'success', purchaseId });
              return;
            }
            if (result.result === false) {
              setState({ step: 'error', message: result.message ?? paymentStatusText(result.status) });
              return;
            }
          } catch (error) {
            setState(finaliseOutcome(error) === 'unconfirmed' ? unconfirmed : failure(error));
            return;
          }
          timer.current = setTimeout(() => void tick(), POLL_MS);
        };
        void tick();
      };
      clearTimeout(timer.current);
      setState({ step: 'finalising' });
      try {
        const done = await finalisePayment({
          merchantRefNum: start.merchantRefNum,
          amount: start.amount,
          paymentHandleToken,
          bundleId: payment.bundleId,
          promotionId: payment.promotionId,
        });
        poll(Number(done.order_id));
      } catch (error) {
        switch (finaliseOutcome(error)) {
          case 'processing':
            setState({ step: 'processing', merchantRefNum: start.merchantRefNum });
            poll(0);
            return;
          case 'unconfirmed':
            setState(unconfirmed);
            return;
          case 'refused':
            setState(failure(error));
        }
      }
    },
    [payment],
  );

  /** The checkout called back: a handle to pay with, an error, or the player closed it. */
  const onCheckout = useCallback(
    async (outcome: CheckoutOutcome | 'cancelled', start: PaymentStart) => {
      if (outcome === 'cancelled') return setState({ step: 'error', message: WALLET_TEXTS.cancelled });
      if (!outcome.paymentHandleToken) {
        const message =
          outcome.status === 'EXPIRED'
            ? paymentStatusText('EXPIRED')
            : threeDSecureMessage(outcome.error?.code);
        return setState({ step: 'error', message });
      }
      await finalise(start, outcome.paymentHandleToken);
    },
    [finalise],
  );

  /**
   * 'Try again': while a payment may still complete, the same purchase is asked again (the server's
   * answer decides); only a purchase that surely failed makes way for a new one.
   */
  const retry = () => {
    if (state.step === 'unconfirmed') void finalise(state.start, state.paymentHandleToken);
    else setAttempt((n) => n + 1);
  };

  return { state, onCheckout, retry };
}
