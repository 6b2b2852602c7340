import {
  cryptoCurrency,
  cryptoDestinationErrors,
  REDEMPTION_TEXTS,
  type Redemption,
  type RedemptionMethod,
  type RedemptionOptions,
} from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import clsx from 'clsx';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/errors';
import { formatCoins } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { FormMessage, TextField } from '../../../ui/Field';
import { Skeleton } from '../../../ui/Skeleton';
import {
  RedemptionCard,
  refreshRedemptions,
  requestRedemption,
  useRedemptionOptions,
  useRedemptionUpdates,
  withdrawCrypto,
} from '../../redemptions';
import { useWalletLocation } from '../location-port';
import { LOCATION_CODES } from '../use-purchase-flow';
import { amountProblem } from './amount-rules';
import { CryptoDestination, type CryptoDestinationValue } from './CryptoDestination';
import { GiftCardPicker, soldInAmount } from './GiftCardPicker';
import { PayoutAccount } from './PayoutAccount';
import { Requirements } from './Requirements';

const METHOD_NAMES: Record<RedemptionMethod, string> = {
  bank: 'Bank transfer',
  gift_card: 'Gift card',
  crypto: 'Crypto',
};

/**
 * The wallet's Redeem page (`page=redeem`, `action=redeem`, spec §2): what is still needed first, then
 * the method, where the prize goes and how many redeemable SC; on success the new request and its status.
 */
export function RedeemPage() {
  useRedemptionUpdates();
  const options = useRedemptionOptions();
  const [made, setMade] = useState<Redemption | null>(null);
  return (
    <section className="flex flex-col gap-5" data-testid="wallet-page-redeem">
      {made ? (
        <Requested redemption={made} onAgain={() => setMade(null)} />
      ) : options.isError ? (
        <div className="flex flex-col items-start gap-3" role="alert">
          <FormMessage tone="error">{options.error.message}</FormMessage>
          <Button variant="secondary" onClick={() => void options.refetch()}>
            Try again
          </Button>
        </div>
      ) : !options.data ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <RedeemForm options={options.data} onMade={setMade} />
      )}
    </section>
  );
}

function Requested({ redemption, onAgain }: { redemption: Redemption; onAgain(): void }) {
  return (
    <div className="flex flex-col gap-4" data-testid="redeem-success">
      <FormMessage tone="success">
        Your redemption is requested. Its Sweeps Coins are set aside for it and we will tell you at every
        step.
      </FormMessage>
      <RedemptionCard redemption={redemption} />
      <div className="grid gap-2 sm:grid-cols-2">
        <Link
          to="/settings/redemptions"
          className="inline-flex h-10 items-center justify-center rounded-lg border border-line bg-surface-2 px-4 hover:bg-line"
        >
          All my redemptions
        </Link>
        <Button variant="ghost" onClick={onAgain}>
          Redeem more
        </Button>
      </div>
    </div>
  );
}

function RedeemForm({ options, onMade }: { options: RedemptionOptions; onMade(made: Redemption): void }) {
  const location = useWalletLocation();
  const offered = options.methods.filter((m) => m.available);
  const [method, setMethod] = useState<RedemptionMethod>(offered[0]?.method ?? 'bank');
  const [amount, setAmount] = useState('');
  const [account, setAccount] = useState<number | null>(null);
  const [brand, setBrand] = useState(options.gift_cards[0]?.brand ?? null);
  const [crypto, setCrypto] = useState<CryptoDestinationValue>({ currency: 'BTC', address: '', tag: '' });
  const [shown, setShown] = useState<{
    amount?: string;
    destination?: string;
    address?: string;
    tag?: string;
  }>({});
  const [locationError, setLocationError] = useState<string | null>(null);
  const minimum = options.methods.find((m) => m.method === method)?.minimum ?? '0';
  const card = options.gift_cards.find((c) => c.brand === brand);
  const send = useMutation({
    mutationFn: async (): Promise<Redemption> => {
      // Spec §4 and the gates: a location check before SC leave, as before a purchase.
      await location.check();
      if (method === 'crypto')
        return withdrawCrypto({
          currency: crypto.currency,
          network: cryptoCurrency(crypto.currency).network,
          address: crypto.address.trim(),
          tag: crypto.tag.trim() || null,
          amount: amount.trim(),
        });
      return requestRedemption({
        method,
        amount: amount.trim(),
        ...(method === 'bank' && account !== null ? { bankAccountId: account } : {}),
        ...(method === 'gift_card' && brand ? { giftCardBrand: brand } : {}),
      });
    },
    onSuccess: (redemption) => {
      refreshRedemptions();
      onMade(redemption);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (LOCATION_CODES.has(String(error.code))) setLocationError(error.message);
      const field = (name: string) => error.fields[name]?.[0];
      setShown({
        amount: field('amount'),
        destination: field('bankAccountId') ?? field('giftCardBrand'),
        address: field('address'),
        tag: field('tag'),
      });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setLocationError(null);
    const problems = {
      amount:
        amountProblem(amount, minimum, options.redeemable) ??
        (method === 'gift_card' && card && !soldInAmount(card, amount)
          ? REDEMPTION_TEXTS.giftCardAmount
          : undefined),
      destination:
        method === 'bank' && account === null
          ? 'Choose one of your verified bank accounts.'
          : method === 'gift_card' && !brand
            ? 'Choose a gift card.'
            : undefined,
      ...(method === 'crypto' ? cryptoDestinationErrors(crypto.currency, crypto.address, crypto.tag) : {}),
    };
    setShown(problems);
    if (Object.values(problems).some(Boolean)) return;
    send.mutate();
  };
  const fieldError =
    send.error instanceof ApiError && Object.keys(send.error.fields).length > 0 ? null : send.error?.message;
  return (
    // The destination has forms of its own (the bank payee, an account's numbers): the redeem form holds
    // only the amount and its button, so that forms never nest.
    <div className="flex flex-col gap-5">
      <div className="flex items-baseline justify-between gap-3">
        <span className="flex flex-col">
          <span className="text-sm text-text-muted">Redeemable now</span>
          <Link to="/settings/redemptions" className="text-xs font-semibold text-accent hover:underline">
            My redemptions
          </Link>
        </span>
        <span className="text-xl font-bold text-sc tabular-nums" data-testid="redeemable">
          {formatCoins(options.redeemable)} SC
        </span>
      </div>
      {options.requirements.length > 0 && <Requirements requirements={options.requirements} />}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">How would you like your prize?</legend>
        <div className="grid grid-cols-3 gap-2">
          {options.methods.map((m) => (
            <label
              key={m.method}
              className={clsx(
                'flex min-h-14 cursor-pointer flex-col items-center justify-center rounded-lg border px-2 py-2 text-center text-sm transition-colors has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
                method === m.method
                  ? 'border-accent bg-accent/10'
                  : 'border-line bg-surface-2 hover:border-text-muted',
              )}
            >
              <input
                type="radio"
                name="redeem-method"
                className="sr-only"
                checked={method === m.method}
                disabled={!m.available}
                onChange={() => {
                  setMethod(m.method);
                  setShown({});
                }}
              />
              <span className="font-semibold">{METHOD_NAMES[m.method]}</span>
              <span className="text-xs text-text-muted tabular-nums">min {formatCoins(m.minimum)} SC</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        {method === 'bank' && <PayoutAccount chosen={account} onChoose={setAccount} />}
        {method === 'gift_card' && (
          <GiftCardPicker
            cards={options.gift_cards}
            chosen={brand}
            onChoose={setBrand}
            onAmount={setAmount}
          />
        )}
        {method === 'crypto' && (
          <CryptoDestination
            value={crypto}
            errors={{
              ...(shown.address ? { address: shown.address } : {}),
              ...(shown.tag ? { tag: shown.tag } : {}),
            }}
            onChange={(next) => {
              setCrypto(next);
              setShown(({ address: _, tag: __, ...rest }) => rest);
            }}
          />
        )}
        {shown.destination && <FormMessage tone="error">{shown.destination}</FormMessage>}
      </div>
      <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
        <TextField
          label="Amount (SC)"
          inputMode="decimal"
          autoComplete="off"
          placeholder={`At least ${formatCoins(minimum)}`}
          value={amount}
          error={shown.amount}
          hint={`1 SC = 1 USD. From ${formatCoins(minimum)} SC up to your ${formatCoins(options.redeemable)} redeemable SC.`}
          onChange={(event) => {
            setAmount(event.target.value);
            setShown(({ amount: _, ...rest }) => rest);
          }}
          trailing={
            <Button variant="ghost" size="sm" onClick={() => setAmount(options.redeemable)}>
              Max
            </Button>
          }
        />
        {locationError !== null && <location.ErrorArea message={locationError} />}
        {fieldError && !locationError && <FormMessage tone="error">{fieldError}</FormMessage>}
        <p className="text-xs text-text-muted">
          Reviewed within {options.promised_hours.review} h, paid within {options.promised_hours.payout} h of
          approval. You can cancel while it is pending review.
        </p>
        <Button
          type="submit"
          size="lg"
          pending={send.isPending}
          disabled={!options.can_redeem}
          data-testid="redeem-submit"
        >
          {options.can_redeem ? 'Redeem' : 'Finish the steps above to redeem'}
        </Button>
      </form>
      <p className="text-center text-xs text-text-muted">
        No purchase is necessary:{' '}
        <Link to="/settings/free-entry" className="font-semibold text-accent hover:underline">
          free entry by mail
        </Link>
        .
      </p>
    </div>
  );
}
