import type { Redemption, RedemptionMethod, RedemptionOptions } from '@casino/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/errors';
import { formatCoins } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { ChoiceTile } from '../../../ui/ChoiceTile';
import { FormMessage, TextField } from '../../../ui/Field';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { useSchemaForm } from '../../../ui/use-schema-form';
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
import { startingMethod } from './amount-rules';
import { CryptoDestination } from './CryptoDestination';
import { GiftCardPicker } from './GiftCardPicker';
import { PayoutAccount } from './PayoutAccount';
import { Requirements } from './Requirements';
import { type RedeemSubmission, redeemResolver } from './redeem-form';

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
        <LoadingBlocks blocks={['h-16 w-full', 'h-10 w-full', 'h-40 w-full']} />
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
  const resolver = useMemo(() => redeemResolver(options), [options]);
  const { field, handleSubmit, watch, setValue, setError, clearErrors, formState } = useSchemaForm(resolver, {
    defaultValues: {
      method: startingMethod(options),
      amount: '',
      bankAccountId: null,
      giftCardBrand: options.gift_cards[0]?.brand ?? null,
      currency: 'BTC',
      address: '',
      tag: '',
    },
  });
  const { errors } = formState;
  const [method, bankAccountId, giftCardBrand, currency] = watch([
    'method',
    'bankAccountId',
    'giftCardBrand',
    'currency',
  ]);
  const [locationError, setLocationError] = useState<string | null>(null);
  const minimum = options.methods.find((m) => m.method === method)?.minimum ?? '0';
  const send = useMutation({
    mutationFn: async ({ method, request }: RedeemSubmission): Promise<Redemption> => {
      // Spec §4 and the gates: a location check before SC leave, as before a purchase.
      await location.check();
      return method === 'crypto' ? withdrawCrypto(request) : requestRedemption(request);
    },
    onSuccess: (redemption) => {
      refreshRedemptions();
      onMade(redemption);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (LOCATION_CODES.has(String(error.code))) setLocationError(error.message);
      // The server's refusals replace what was shown, each under its field.
      clearErrors();
      for (const name of ['amount', 'bankAccountId', 'giftCardBrand', 'address', 'tag'] as const) {
        const message = error.fields[name]?.[0];
        if (message) setError(name, { type: 'server', message });
      }
    },
  });
  const submit = (event: FormEvent) => {
    setLocationError(null);
    void handleSubmit((submission) => send.mutate(submission))(event);
  };
  const destinationError = errors.bankAccountId?.message ?? errors.giftCardBrand?.message;
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
            <ChoiceTile
              key={m.method}
              name="redeem-method"
              checked={method === m.method}
              disabled={!m.available}
              onChoose={() => {
                setValue('method', m.method);
                clearErrors();
              }}
              className="flex min-h-14 flex-col items-center justify-center px-2 py-2 text-center text-sm transition-colors has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
            >
              <span className="font-semibold">{METHOD_NAMES[m.method]}</span>
              <span className="text-xs text-text-muted tabular-nums">min {formatCoins(m.minimum)} SC</span>
            </ChoiceTile>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        {method === 'bank' && (
          <PayoutAccount chosen={bankAccountId} onChoose={(id) => setValue('bankAccountId', id)} />
        )}
        {method === 'gift_card' && (
          <GiftCardPicker
            cards={options.gift_cards}
            chosen={giftCardBrand}
            onChoose={(brand) => setValue('giftCardBrand', brand)}
            onAmount={(amount) => setValue('amount', amount)}
          />
        )}
        {method === 'crypto' && (
          <CryptoDestination
            currency={currency}
            field={field}
            onCurrency={() => {
              // Another network: its tag starts empty, and the last verdicts on the old one go.
              setValue('tag', '');
              clearErrors(['address', 'tag']);
            }}
          />
        )}
        {destinationError && <FormMessage tone="error">{destinationError}</FormMessage>}
      </div>
      <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
        <TextField
          label="Amount (SC)"
          inputMode="decimal"
          autoComplete="off"
          placeholder={`At least ${formatCoins(minimum)}`}
          hint={`1 SC = 1 USD. From ${formatCoins(minimum)} SC up to your ${formatCoins(options.redeemable)} redeemable SC.`}
          {...field('amount')}
          trailing={
            <Button variant="ghost" size="sm" onClick={() => setValue('amount', options.redeemable)}>
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
