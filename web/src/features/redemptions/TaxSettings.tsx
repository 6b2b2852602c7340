import { TAX_REPORTING_THRESHOLD } from '@casino/contract';
import { FileText } from 'lucide-react';
import { formatCoins } from '../../lib/format';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { ProgressBar } from '../../ui/ProgressBar';
import { useTaxDetails, useTaxSummary } from './api';
import { TaxDetailsForm } from './TaxDetailsForm';

/** USD as cents, for the progress bar only (the figures themselves are shown as the server sent them). */
const cents = (usd: string) => Math.round(Number(usd) * 100);

/**
 * /settings/taxes: the year's prizes (paid, approved, pending) against the 600 USD at which the operator
 * files a 1099, the details on file (masked), and the W-9 style form to add or replace them.
 */
export function TaxSettings() {
  const { data: summary, isError, error } = useTaxSummary();
  const { data: details, isPending } = useTaxDetails();
  if (isError)
    return (
      <p className="rounded-xl border border-loss/40 bg-loss/10 p-4 text-sm" role="alert">
        {error.message}
      </p>
    );
  if (!summary || isPending)
    return <LoadingBlocks blocks={['h-40 rounded-xl', 'h-72 rounded-xl']} className="gap-4" />;
  const counted = cents(summary.paid) + cents(summary.approved) + cents(summary.pending);
  const progress = Math.min(100, Math.round((counted / cents(summary.threshold)) * 100));
  return (
    <div className="flex flex-col gap-6" data-testid="tax-page">
      <section className="rounded-xl border border-line bg-surface-1 p-5 md:p-6">
        <h2 className="text-base font-bold">Prizes in {summary.year}</h2>
        <p className="mt-1 text-sm text-text-muted">
          1 SC redeemed is 1 USD of prize. When your prizes in a calendar year reach{' '}
          {formatCoins(TAX_REPORTING_THRESHOLD)} USD we report them on a Form 1099, so we need your tax
          details first.
        </p>
        <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
          {(
            [
              ['Paid', summary.paid],
              ['Approved', summary.approved],
              ['Pending', summary.pending],
            ] as const
          ).map(([label, amount]) => (
            <div key={label} className="rounded-lg bg-surface-2 p-3">
              <dt className="text-xs text-text-muted">{label}</dt>
              <dd className="font-semibold tabular-nums" data-testid={`tax-${label.toLowerCase()}`}>
                {formatCoins(amount)} USD
              </dd>
            </div>
          ))}
        </dl>
        <ProgressBar
          label="Towards the reporting threshold"
          percent={progress}
          className="mt-4 bg-surface-2"
          fill={summary.reaches_threshold ? 'bg-gc' : 'bg-accent'}
        />
        <p className="mt-2 text-xs text-text-muted tabular-nums">
          {progress}% of {formatCoins(summary.threshold)} USD
        </p>
        {summary.details_required && (
          <p className="mt-3 rounded-lg bg-gc/10 p-3 text-sm text-gc" role="alert">
            Your prizes this year reach the reporting threshold: add your tax details below to redeem again.
          </p>
        )}
      </section>
      <section className="rounded-xl border border-line bg-surface-1 p-5 md:p-6">
        <h2 className="text-base font-bold">Tax details</h2>
        {details ? (
          <div
            className="mt-4 flex items-start gap-3 rounded-lg bg-surface-2 p-4 text-sm"
            data-testid="tax-on-file"
          >
            <FileText className="mt-0.5 shrink-0 text-accent" size={20} aria-hidden="true" />
            <div className="min-w-0">
              <p className="font-semibold">{details.legal_name}</p>
              <p className="text-text-muted">
                {details.address1}
                {details.address2 ? `, ${details.address2}` : ''}, {details.city}, {details.state}{' '}
                {details.zip}
              </p>
              <p className="text-text-muted">
                SSN <span className="font-mono text-text">{details.ssn_masked}</span>
              </p>
            </div>
          </div>
        ) : (
          <p className="mt-1 text-sm text-text-muted">None on file yet.</p>
        )}
        <p className="mt-4 mb-3 text-sm text-text-muted">
          {details
            ? 'Replace them if anything changed:'
            : 'Add them now so your redemptions are never held up:'}
        </p>
        <TaxDetailsForm />
      </section>
    </div>
  );
}
