import type { Bundle, PaymentMethod } from '@casino/contract';
import { Building2, CreditCard, Landmark, Lock, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useSiteConfig } from '../../api/queries';
import { formatDollars, formatWholeCoins } from '../../lib/format';
import { Button } from '../../ui/Button';
import { ChoiceTile } from '../../ui/ChoiceTile';
import { CoinIcon } from '../../ui/CoinIcon';
import { useGoldCoinsOnlyState } from '../location';
import { BillingForm, useBillingForm } from './BillingForm';
import { BundleArt } from './BundleArt';
import type { PaymentParams } from './wallet-params';

const METHODS: { method: PaymentMethod; label: string; icon: typeof CreditCard }[] = [
  { method: 'card', label: 'Credit/Debit card', icon: CreditCard },
  { method: 'applePay', label: 'Apple Pay', icon: Smartphone },
  { method: 'pay_by_bank', label: 'Pay by Bank', icon: Building2 },
];

/**
 * The order view (spec §2): the chosen bundle with a Change link, the total, the payment method (Apple
 * Pay and pay by bank as the site config offers them; players are in the US, where Apple Pay works),
 * the billing address for a bank payment, the secure-payment notice, Back and 'Continue to Payment'.
 */
export function OrderSummary({
  bundle,
  onChange,
  onContinue,
  onBankTransfer,
}: {
  bundle: Bundle;
  onChange(): void;
  onContinue(order: PaymentParams): void;
  /** The alternative bank-transfer form (spec §2 `action=paymentForm`): an ACH debit of a linked account. */
  onBankTransfer(order: Omit<PaymentParams, 'pmethod'>): void;
}) {
  const { data: site } = useSiteConfig();
  const sweepsAwarded = useGoldCoinsOnlyState() === null;
  const billing = useBillingForm();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const offered = METHODS.filter(
    (m) =>
      (m.method !== 'applePay' || site?.apple_pay_enable) &&
      (m.method !== 'pay_by_bank' || site?.paysafe_pay_by_bank_enable),
  );
  const proceed = () => {
    const order = {
      pmethod: method,
      amount: bundle.price,
      bundleId: bundle.id,
      promotionId: bundle.promotionId,
    };
    // Only a bank payment has a billing address to check; the order keeps it for the payment's start.
    if (method === 'pay_by_bank') void billing.handleSubmit(() => onContinue(order))();
    else onContinue(order);
  };
  return (
    <div className="flex flex-col gap-5" data-testid="order-summary">
      <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 p-3">
        <BundleArt image={bundle.image} size={56} />
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-center gap-1.5 font-bold tabular-nums text-gc">
            <CoinIcon coin="GC" size={16} /> {formatWholeCoins(bundle.gc)} GC
          </span>
          {sweepsAwarded && (
            <span className="text-sm tabular-nums text-sc">+{formatWholeCoins(bundle.sc)} SC free</span>
          )}
        </div>
        <button type="button" onClick={onChange} className="text-sm text-accent underline">
          Change
        </button>
      </div>
      <div className="flex items-center justify-between border-b border-line pb-3">
        <span className="text-text-muted">Total</span>
        <span className="text-xl font-bold tabular-nums" data-testid="order-total">
          {formatDollars(bundle.price)}
        </span>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">Payment method</legend>
        {offered.map(({ method: m, label, icon: Icon }) => (
          <ChoiceTile
            key={m}
            name="payment-method"
            value={m}
            checked={method === m}
            onChoose={() => setMethod(m)}
            className="flex h-12 items-center gap-3 px-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
          >
            <Icon size={18} className={method === m ? 'text-accent' : 'text-text-muted'} />
            {label}
          </ChoiceTile>
        ))}
      </fieldset>
      <button
        type="button"
        onClick={() =>
          onBankTransfer({ amount: bundle.price, bundleId: bundle.id, promotionId: bundle.promotionId })
        }
        className="flex h-12 items-center gap-3 rounded-lg border border-dashed border-line px-3 text-left text-sm text-text-muted transition-colors hover:border-text-muted hover:text-text"
      >
        <Landmark size={18} /> Or pay by bank transfer (ACH) from your bank account
      </button>
      {method === 'pay_by_bank' && <BillingForm field={billing.field} />}
      <p className="flex items-start gap-2 text-xs text-text-muted">
        <Lock size={14} className="mt-0.5 shrink-0" />
        Payments are processed securely by our payment partner. We never see or store your card details.
      </p>
      <div className="grid grid-cols-[auto_1fr] gap-3">
        <Button variant="secondary" onClick={onChange}>
          Back
        </Button>
        <Button onClick={proceed}>Continue to Payment</Button>
      </div>
    </div>
  );
}
